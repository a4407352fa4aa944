import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { SectionHeading } from "~/components/blocks/section-heading";
import { ContentImage } from "~/components/content-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { SHOP_PATHS } from "~/lib/site-nav";
import { useLocalizedPath, useMessages } from "~/i18n/messages";

export type DepotPreviewCategory = { id: string; label: string; emoji: string; description: string; image: string };

/** SPEC §2 location: a preview of the rental depot leading to the catalogue. */
export function LocationSection({ categories }: { categories: DepotPreviewCategory[] }) {
  const m = useMessages().site.home;
  const href = useLocalizedPath();
  return (
    <section id="location" aria-labelledby="location-title" className="scroll-mt-24 bg-night text-night-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="mb-4 flex justify-center">
          <Badge variant="gold">{m.depotBadge}</Badge>
        </div>
        <SectionHeading
          id="location-title"
          tone="night"
          eyebrow={m.depotEyebrow}
          title={m.depotTitle}
          intro={m.depotIntro}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={href(SHOP_PATHS.catalogue)}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-2 transition-colors hover:border-gold"
              >
                <ContentImage
                  src={category.image}
                  alt=""
                  width={480}
                  height={320}
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 50vw, 100vw"
                  imgClassName="aspect-[3/2] w-full object-cover"
                />
                <span className="flex flex-1 flex-col gap-1 p-4">
                  <span className="font-display text-lg font-semibold">
                    <span aria-hidden="true">{category.emoji} </span>
                    {category.label}
                  </span>
                  <span className="text-sm text-night-muted">{category.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={href(SHOP_PATHS.catalogue)} className={buttonVariants({ variant: "gold", size: "lg" })}>
            {m.depotAll}
            <Icon name="arrow-right" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
