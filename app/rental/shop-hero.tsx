import type { Hero } from "~/content/hero.server";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";

export type ShopHeroData = WithFallbacks & Pick<Hero, "title" | "subtitle" | "description" | "badge_text">;

/** The shop pages' heading band, from their hero_sections row. */
export function ShopHero({ hero, as: Heading = "h1" }: { hero: ShopHeroData; as?: "h1" | "h2" }) {
  return (
    <header className="bg-night py-20 text-center text-night-foreground">
      <div className="mx-auto max-w-3xl px-4">
        {hero.badge_text || hero.subtitle ? (
          <p className="text-sm font-semibold tracking-widest text-gold uppercase" {...frenchFallback(hero, hero.badge_text ? "badge_text" : "subtitle")}>
            {hero.badge_text ?? hero.subtitle}
          </p>
        ) : null}
        <Heading className="mt-3 font-display text-4xl font-bold sm:text-5xl" {...frenchFallback(hero, "title")}>
          {hero.title}
        </Heading>
        {hero.description ? (
          <p className="mt-4 text-night-muted" {...frenchFallback(hero, "description")}>
            {hero.description}
          </p>
        ) : null}
      </div>
    </header>
  );
}
