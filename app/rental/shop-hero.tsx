import type { Hero } from "~/content/hero.server";

export type ShopHeroData = Pick<Hero, "title" | "subtitle" | "description" | "badge_text">;

/** The shop pages' heading band, from their hero_sections row. */
export function ShopHero({ hero, as: Heading = "h1" }: { hero: ShopHeroData; as?: "h1" | "h2" }) {
  return (
    <header className="bg-night py-20 text-center text-night-foreground">
      <div className="mx-auto max-w-3xl px-4">
        {hero.badge_text || hero.subtitle ? (
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">{hero.badge_text ?? hero.subtitle}</p>
        ) : null}
        <Heading className="mt-3 font-display text-4xl font-bold sm:text-5xl">{hero.title}</Heading>
        {hero.description ? <p className="mt-4 text-night-muted">{hero.description}</p> : null}
      </div>
    </header>
  );
}
