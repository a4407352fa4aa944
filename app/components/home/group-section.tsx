import { SectionHeading } from "~/components/blocks/section-heading";
import { Marquee } from "~/components/marquee";
import type { Client } from "~/content/home.server";
import type { GalleryImage } from "~/content/page-blocks.server";
import { fallbackLang, frenchFallback, type WithFallbacks } from "~/content/translatable";
import { NAV_GROUPS } from "~/lib/site-nav";
import { Link } from "react-router";
import { useLocalizedPath, useMessages } from "~/i18n/messages";

/** SPEC §2 groupe: presentation text, the 'Nos Réalisations en Images' and client strips. */
export function GroupSection({ gallery, clients }: { gallery: (GalleryImage & WithFallbacks)[]; clients: Client[] }) {
  const group = NAV_GROUPS[0]!;
  const { site, nav } = useMessages();
  const m = site.home;
  const href = useLocalizedPath();
  return (
    <section id="groupe" aria-labelledby="groupe-title" className="scroll-mt-24 bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading
          id="groupe-title"
          eyebrow={m.groupEyebrow}
          title={m.groupTitle}
          intro={m.groupIntro}
        />
        <ul className="mb-14 flex flex-wrap justify-center gap-2">
          {group.pages.map((page) => (
            <li key={page.path}>
              <Link
                to={href(page.path)}
                className="inline-flex rounded-full border bg-card px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary"
              >
                {nav.pages[page.path] ?? page.label}
              </Link>
            </li>
          ))}
        </ul>

        {gallery.length > 0 && (
          <div className="mb-14">
            <h3 className="mb-6 text-center text-2xl font-semibold">{m.galleryStrip}</h3>
            <Marquee
              label={m.galleryStrip}
              items={gallery}
              render={(image, copy) => (
                <figure className="w-64 overflow-hidden rounded-xl bg-card shadow-sm sm:w-80">
                  <img
                    src={image.image_url}
                    alt={copy === 0 ? image.alt_text || image.title || "" : ""}
                    lang={copy === 0 ? fallbackLang(image, image.alt_text ? "alt_text" : "title") : undefined}
                    width={320}
                    height={213}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  {image.title && (
                    <figcaption className="truncate px-3 py-2 text-sm font-medium" {...frenchFallback(image, "title")}>
                      {image.title}
                    </figcaption>
                  )}
                </figure>
              )}
            />
          </div>
        )}

        {clients.length > 0 && (
          <div>
            <h3 className="mb-6 text-center text-2xl font-semibold">{m.clientsStrip}</h3>
            <Marquee
              label={m.clientsStrip}
              items={clients}
              render={(client, copy) => (
                <img
                  src={client.logo_url}
                  alt={copy === 0 ? client.name : ""}
                  width={160}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-40 rounded-lg bg-card object-contain p-2 shadow-sm"
                />
              )}
            />
          </div>
        )}
      </div>
    </section>
  );
}
