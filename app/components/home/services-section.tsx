import { Check } from "lucide-react";
import { SectionHeading } from "~/components/blocks/section-heading";
import { ContentIcon } from "~/components/content-icon";
import type { Service } from "~/content/home.server";

export function ServicesSection({ services }: { services: Service[] }) {
  if (services.length === 0) return null;
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-24">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading
          id="services-title"
          eyebrow="Nos services"
          title="Des événements pensés de A à Z"
          intro="Médical, corporate, mariage ou digital : une équipe, un interlocuteur, un savoir-faire éprouvé depuis 2009."
        />
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <article key={service.id} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-lg">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white">
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
      </div>
    </section>
  );
}
