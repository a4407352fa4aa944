import { CtaLink } from "~/components/cta-link";
import { ContentIcon } from "~/components/content-icon";
import { Icon } from "~/components/icon";
import { StatFigures, type ShownStat } from "~/components/stat-figures";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { frenchFallback } from "~/content/translatable";
import type { HomeHeroContent } from "./home-hero-content";

/** The hero's text column: badge, title, description, the two calls to action, three figures. */
export function HeroText({ hero, stats }: { hero: HomeHeroContent; stats: ShownStat[] }) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-6">
      {hero.badge_text && (
        <Badge variant="night" size="lg">
          <ContentIcon name={hero.badge_icon} className="text-gold" />
          <span {...frenchFallback(hero, "badge_text")}>{hero.badge_text}</span>
        </Badge>
      )}
      <h1 id="home-title" className="text-4xl font-bold break-words sm:text-6xl" {...frenchFallback(hero, "title")}>
        {hero.title}
      </h1>
      {hero.subtitle && (
        <p className="text-xl font-medium text-gold" {...frenchFallback(hero, "subtitle")}>
          {hero.subtitle}
        </p>
      )}
      <p className="max-w-xl text-lg text-night-muted" {...frenchFallback(hero, "description")}>
        {hero.description}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <CtaLink
          to={hero.cta_primary_link}
          className={buttonVariants({ variant: "brand", size: "lg", className: "w-full sm:w-auto" })}
        >
          <span {...frenchFallback(hero, "cta_primary_text")}>{hero.cta_primary_text}</span>
          <Icon name="arrow-right" className="rtl:-scale-x-100" />
        </CtaLink>
        <CtaLink
          to={hero.cta_secondary_link}
          className={buttonVariants({ variant: "outline-night", size: "lg", className: "w-full sm:w-auto" })}
        >
          <span {...frenchFallback(hero, "cta_secondary_text")}>{hero.cta_secondary_text}</span>
        </CtaLink>
      </div>
      <StatFigures stats={stats} tone="night" className="mt-4 w-full" />
    </div>
  );
}
