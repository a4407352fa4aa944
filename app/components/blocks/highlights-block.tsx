import { ContentIcon } from "~/components/content-icon";
import type { Feature } from "~/content/page-blocks.server";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";
import { SectionHeading } from "./section-heading";
import { useMessages } from "~/i18n/messages";

export function HighlightsBlock({ highlights }: { highlights: (Feature & WithFallbacks)[] }) {
  const m = useMessages().site.blocks;
  if (highlights.length === 0) return null;
  return (
    <section aria-labelledby="highlights-title" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="highlights-title" eyebrow={m.highlightsEyebrow} title={m.highlightsTitle} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-2xl bg-card p-6 shadow-sm">
              <ContentIcon name={item.icon} className="size-7 text-gold-text" />
              <h3 className="font-sans text-lg font-semibold" {...frenchFallback(item, "title")}>
                {item.title}
              </h3>
              {item.description && (
                <p className="text-sm text-muted-foreground" {...frenchFallback(item, "description")}>
                  {item.description}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
