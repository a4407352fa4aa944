import type { PageService } from "~/content/page-blocks.server";
import type { WithFallbacks } from "~/content/translatable";
import { SectionHeading } from "./section-heading";
import { ServiceCard } from "./service-card";
import { useMessages } from "~/i18n/messages";

// color_theme is free text in the back office (default primary); known themes map to tokens.
const THEMES: Record<string, string> = {
  primary: "bg-primary/10 text-primary",
  gold: "bg-gold/25 text-gold-foreground",
  magenta: "bg-magenta/10 text-magenta",
  secondary: "bg-secondary text-secondary-foreground",
};

export function ServicesBlock({ services }: { services: (PageService & WithFallbacks)[] }) {
  const m = useMessages().site.blocks;
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="services-title" eyebrow={m.servicesEyebrow} title={m.servicesTitle} />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            iconClassName={THEMES[service.color_theme] ?? THEMES.primary!}
          />
        ))}
      </div>
    </section>
  );
}
