import { SectionHeading } from "~/components/blocks/section-heading";
import { ServiceCard } from "~/components/blocks/service-card";
import type { Service } from "~/content/home.server";
import type { WithFallbacks } from "~/content/translatable";
import { useMessages } from "~/i18n/messages";

export function ServicesSection({ services }: { services: (Service & WithFallbacks)[] }) {
  const m = useMessages().site.home;
  if (services.length === 0) return null;
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-24">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading
          id="services-title"
          eyebrow={m.servicesEyebrow}
          title={m.servicesTitle}
          intro={m.servicesIntro}
        />
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              iconClassName="bg-brand-gradient text-white"
              className="transition-shadow hover:shadow-lg"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
