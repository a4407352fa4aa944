import { Link } from "react-router";
import type { PageHeroContent } from "~/components/blocks/page-hero";
import { island } from "~/hydration/island";
import { PortfolioGrid } from "~/components/portfolio-grid";
import { getHero } from "~/content/hero.server";
import { getPortfolio } from "~/content/home.server";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { localeOfRequest } from "~/i18n/locale";
import { messagesFor, useLocalizedPath, useMessages } from "~/i18n/messages";
import { cx } from "~/lib/class-names";
import { fallbackLang } from "~/content/translatable";
import type { Route } from "./+types/portfolio";

const PageHero = island(() => import("~/components/blocks/page-hero").then((m) => m.PageHero));

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [hero, items] = await Promise.all([getHero("/portfolio", locale), getPortfolio(locale)]);
  const types = [...new Set(items.map((item) => item.type))];
  // A type still in French (ADR 025) is marked so on its filter link.
  const frenchTypes = types.filter((t) => items.some((item) => item.type === t && fallbackLang(item, "type")));
  // The filter is a link (?type=…), so it works before JavaScript and can be shared.
  const requested = new URL(request.url).searchParams.get("type");
  const type = requested && types.includes(requested) ? requested : null;
  const m = messagesFor(locale).site.portfolio;
  const heroContent: PageHeroContent = hero ?? {
    title: m.title,
    subtitle: null,
    description: m.description,
    badge_text: null,
    badge_icon: null,
    image_url: null,
    cta_primary_text: null,
    cta_primary_link: null,
    cta_secondary_text: null,
    cta_secondary_link: null,
  };
  const seo = await getPageSeo("/portfolio", {
    title: heroContent.title,
    description: heroContent.description || m.description,
    image: heroContent.image_url,
    keywords: ["portfolio", "réalisations", ...types],
  }, locale);
  return {
    hero: heroContent,
    items: type ? items.filter((item) => item.type === type) : items,
    types,
    frenchTypes,
    type,
    meta: seoMeta(seo),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: "Portfolio | Imagine" }];

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { hero, items, types, frenchTypes, type } = loaderData;
  const m = useMessages().site.portfolio;
  const href = useLocalizedPath();
  const filters = [
    { label: m.all, value: null as string | null, french: false },
    ...types.map((t) => ({ label: t, value: t, french: frenchTypes.includes(t) })),
  ];
  return (
    <main>
      <PageHero hero={hero} />
      <section aria-label={m.works} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        {types.length > 1 && (
          <nav aria-label={m.filterByType} className="mb-10">
            <ul className="flex flex-wrap justify-center gap-2">
              {filters.map((filter) => {
                const active = filter.value === type;
                return (
                  <li key={filter.label}>
                    <Link
                      to={href(filter.value ? `/portfolio?type=${encodeURIComponent(filter.value)}` : "/portfolio")}
                      preventScrollReset
                      aria-current={active ? "page" : undefined}
                      className={cx(
                        "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                        active ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:border-primary hover:text-primary",
                      )}
                    >
                      {filter.french ? (
                        <span lang="fr" dir="ltr">
                          {filter.label}
                        </span>
                      ) : (
                        filter.label
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {items.length > 0 ? (
          <PortfolioGrid items={items} headingLevel="h2" />
        ) : (
          <p className="text-center text-muted-foreground">{m.empty}</p>
        )}
      </section>
    </main>
  );
}
