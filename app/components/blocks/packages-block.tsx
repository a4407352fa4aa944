import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import type { PricingPackage } from "~/content/page-blocks.server";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";
import { cx } from "~/lib/class-names";
import { SectionHeading } from "./section-heading";
import { useMessages } from "~/i18n/messages";


/** SPEC §2: '{price} DT / period'; packages are priced per event. */
function PackagePrice({ price }: { price: string | null }) {
  const m = useMessages().site.blocks;
  const value = price?.trim();
  if (!value) return <p className="font-display text-3xl font-bold text-primary">{m.onQuote}</p>;
  return (
    <p className="text-primary">
      <span className="font-display text-3xl font-bold whitespace-nowrap">{value} DT</span>
      <span className="text-base font-medium text-muted-foreground"> / {m.perEvent}</span>
    </p>
  );
}

export function PackagesBlock({ packages }: { packages: (PricingPackage & WithFallbacks)[] }) {
  const m = useMessages().site.blocks;
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-title" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="packages-title" eyebrow={m.packagesEyebrow} title={m.packagesTitle} />
        <div className="grid items-stretch gap-6 md:grid-cols-3">
          {packages.map((pkg) => (
            <article
              key={pkg.id}
              className={cx(
                "relative flex flex-col gap-5 rounded-2xl border bg-card p-7",
                pkg.is_featured ? "border-primary shadow-xl ring-2 ring-primary md:-translate-y-2" : "shadow-sm",
              )}
            >
              <Badge variant="gold">
                <Icon name="crown" />
                Premium
              </Badge>
              <div>
                <h3 className="text-2xl font-bold" {...frenchFallback(pkg, "name")}>
                  {pkg.name}
                </h3>
                {pkg.description && (
                  <p className="mt-1 text-muted-foreground" {...frenchFallback(pkg, "description")}>
                    {pkg.description}
                  </p>
                )}
              </div>
              <PackagePrice price={pkg.price} />
              {pkg.features.length > 0 && (
                <ul className="grid gap-2 text-sm" {...frenchFallback(pkg, "features")}>
                  {pkg.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to="/contact"
                className={buttonVariants({ variant: pkg.is_featured ? "brand" : "outline", className: "mt-auto w-full" })}
              >
                Demander un devis
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
