import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { SectionHeading } from "~/components/blocks/section-heading";
import { PortfolioGrid, type ShownPortfolioItem } from "~/components/portfolio-grid";
import { buttonVariants } from "~/components/ui/button-variants";
import { useLocalizedPath, useMessages } from "~/i18n/messages";

const HOME_PORTFOLIO_LIMIT = 6;

export function PortfolioSection({ items }: { items: ShownPortfolioItem[] }) {
  const m = useMessages().site.home;
  const href = useLocalizedPath();
  if (items.length === 0) return null;
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="scroll-mt-24">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading id="portfolio-title" eyebrow={m.portfolioEyebrow} title={m.portfolioTitle} />
        <PortfolioGrid items={items.slice(0, HOME_PORTFOLIO_LIMIT)} />
        <div className="mt-10 text-center">
          <Link to={href("/portfolio")} className={buttonVariants({ variant: "outline", size: "lg" })}>
            {m.portfolioAll}
            <Icon name="arrow-right" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
