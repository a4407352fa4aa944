import { CtaLink } from "~/components/cta-link";
import { ContentImage } from "~/components/content-image";
import { ContentIcon } from "~/components/content-icon";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import type { Hero } from "~/content/hero.server";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";

/** `fallbackFields`: the texts shown in French on a page of another language (ADR 025). */
export type PageHeroContent = WithFallbacks &
  Pick<
  Hero,
  | "title"
  | "subtitle"
  | "description"
  | "badge_text"
  | "badge_icon"
  | "image_url"
  | "cta_primary_text"
  | "cta_primary_link"
  | "cta_secondary_text"
  | "cta_secondary_link"
>;

/** The hero of a content page: the page's single H1 and its first large image (eager). */
export function PageHero({ hero }: { hero: PageHeroContent }) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-night text-night-foreground">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-night-2),transparent_65%)] rtl:bg-[radial-gradient(ellipse_at_top_left,var(--color-night-2),transparent_65%)]" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div className="flex min-w-0 flex-col items-start gap-5">
          {hero.badge_text && (
            <Badge variant="night" size="lg">
              <ContentIcon name={hero.badge_icon} className="text-gold" />
              <span {...frenchFallback(hero, "badge_text")}>{hero.badge_text}</span>
            </Badge>
          )}
          <h1 id="page-title" className="text-4xl font-bold break-words sm:text-5xl lg:text-6xl" {...frenchFallback(hero, "title")}>
            {hero.title}
          </h1>
          {hero.subtitle && (
            <p className="text-xl font-medium text-gold" {...frenchFallback(hero, "subtitle")}>
              {hero.subtitle}
            </p>
          )}
          {hero.description && (
            <p className="max-w-xl text-lg text-night-muted" {...frenchFallback(hero, "description")}>
              {hero.description}
            </p>
          )}
          {(hero.cta_primary_text || hero.cta_secondary_text) && (
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              {hero.cta_primary_text && (
                <CtaLink
                  to={hero.cta_primary_link || "/contact"}
                  className={buttonVariants({ variant: "brand", size: "lg", className: "w-full sm:w-auto" })}
                >
                  <span {...frenchFallback(hero, "cta_primary_text")}>{hero.cta_primary_text}</span>
                  <Icon name="arrow-right" className="rtl:-scale-x-100" />
                </CtaLink>
              )}
              {hero.cta_secondary_text && (
                <CtaLink
                  to={hero.cta_secondary_link || "/portfolio"}
                  className={buttonVariants({ variant: "outline-night", size: "lg", className: "w-full sm:w-auto" })}
                >
                  <span {...frenchFallback(hero, "cta_secondary_text")}>{hero.cta_secondary_text}</span>
                </CtaLink>
              )}
            </div>
          )}
        </div>
        {hero.image_url && (
          <ContentImage
            src={hero.image_url}
            alt=""
            width={1200}
            height={800}
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="w-full"
            imgClassName="aspect-[3/2] w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/10"
          />
        )}
      </div>
    </section>
  );
}
