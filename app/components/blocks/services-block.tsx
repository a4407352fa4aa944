import { Check } from "lucide-react";
import { ContentIcon } from "~/components/content-icon";
import type { PageService } from "~/content/page-blocks.server";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";

// color_theme is free text in the back office (default primary); known themes map to tokens.
const THEMES: Record<string, string> = {
  primary: "bg-primary/10 text-primary",
  gold: "bg-gold/25 text-gold-foreground",
  magenta: "bg-magenta/10 text-magenta",
  secondary: "bg-secondary text-secondary-foreground",
};

export function ServicesBlock({ services }: { services: PageService[] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="services-title" eyebrow="Nos prestations" title="Ce que nous faisons pour vous" />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <article key={service.id} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
            <span className={cn("inline-flex size-12 items-center justify-center rounded-xl", THEMES[service.color_theme] ?? THEMES.primary)}>
              <ContentIcon name={service.icon} className="size-6" />
            </span>
            <h3 className="text-xl font-semibold">{service.title}</h3>
            <p className="text-muted-foreground">{service.description}</p>
            {service.features.length > 0 && (
              <ul className="mt-auto grid gap-2 text-sm">
                {service.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
