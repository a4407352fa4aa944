import { useId, useState } from "react";
import { ContentImage } from "~/components/content-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { centeredModalClass, Modal } from "~/components/ui/modal";
import type { PortfolioItem } from "~/content/home.server";
import { fallbackLang, frenchFallback, type WithFallbacks } from "~/content/translatable";

/** A portfolio item as a page shows it: its texts may be in French on a page of another language. */
export type ShownPortfolioItem = PortfolioItem & WithFallbacks;
import { useMessages } from "~/i18n/messages";

/** A portfolio card (image, type badge, title, description) whose 'Voir les détails' opens the item. */
function PortfolioCard({ item, headingLevel }: { item: ShownPortfolioItem; headingLevel: "h2" | "h3" }) {
  const m = useMessages().site.portfolio;
  const Heading = headingLevel;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg">
      <ContentImage
        src={item.image_url}
        alt={item.title}
        lang={fallbackLang(item, "title")}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        imgClassName="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge variant="secondary" {...frenchFallback(item, "type")}>
          {item.type}
        </Badge>
        <Heading className="text-xl font-semibold" {...frenchFallback(item, "title")}>
          {item.title}
        </Heading>
        <p className="line-clamp-3 text-muted-foreground" {...frenchFallback(item, "description")}>
          {item.description}
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className={buttonVariants({ variant: "outline", className: "mt-auto w-full sm:w-fit" })}
          aria-label={m.detailsOf(item.title)}
        >
          {m.details}
        </button>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          labelledBy={titleId}
          describedBy={descriptionId}
          className={centeredModalClass({ maxWidth: "sm:max-w-2xl" })}
        >
          <img
            src={item.image_url}
            alt={item.title}
            lang={fallbackLang(item, "title")}
            width={800}
            height={600}
            className="mt-8 aspect-[4/3] w-full rounded-lg object-cover"
          />
          <div className="grid gap-2 pe-8 text-start">
            <Badge variant="secondary" {...frenchFallback(item, "type")}>
              {item.type}
            </Badge>
            <h2 id={titleId} className="font-display text-2xl font-semibold" {...frenchFallback(item, "title")}>
              {item.title}
            </h2>
            <p id={descriptionId} className="text-base whitespace-pre-line text-muted-foreground" {...frenchFallback(item, "description")}>
              {item.description}
            </p>
          </div>
        </Modal>
      </div>
    </article>
  );
}

export function PortfolioGrid({ items, headingLevel = "h3" }: { items: ShownPortfolioItem[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex">
          <PortfolioCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
