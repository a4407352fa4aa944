import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { CTA_COPY } from "~/content/defaults";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { Badge } from "./ui/badge";
import { buttonVariants } from "./ui/button-variants";
import { StatFigures, type ShownStat } from "./stat-figures";
import { telHref } from "./site-footer";

/** The call-to-action band ending every layout page except the home page (SPEC §1). */
export function CtaSection({ phone, stats }: { phone: string | null; stats: ShownStat[] }) {
  const m = useMessages().cta;
  const href = useLocalizedPath();
  return (
    <section aria-labelledby="cta-title" className="relative overflow-hidden bg-night text-night-foreground">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-night-2),transparent_70%)]" />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6">
        <Badge variant="gold" size="lg">
          <Icon name="crown" />
          {m.badge}
        </Badge>
        <h2 id="cta-title" className="max-w-3xl text-3xl font-bold sm:text-5xl">
          {m.headline}
        </h2>
        <p className="max-w-2xl text-lg text-night-muted">{m.subline}</p>
        <div className="flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={href(CTA_COPY.buttonLink)} className={buttonVariants({ variant: "brand", size: "lg", className: "w-full sm:w-auto" })}>
            {m.button}
          </Link>
          {phone && (
            <a href={telHref(phone)} className={buttonVariants({ variant: "outline-night", size: "lg", className: "w-full sm:w-auto" })}>
              <Icon name="phone" />
              <span dir="ltr">{phone}</span>
            </a>
          )}
        </div>
        <StatFigures stats={stats} tone="night" className="mt-8 w-full" />
      </div>
    </section>
  );
}
