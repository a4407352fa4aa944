import { getHero, type Hero } from "~/content/hero.server";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { shownFallbacks } from "~/content/translatable";
import { localeOfRequest, type Locale } from "~/i18n/locale";
import { getCatalogueProducts, getFreeUnits, readCategory, readPeriod } from "./catalogue.server";
import { readShown } from "./catalogue-page";
import { messagesFor } from "~/i18n/messages";
import { categoryName } from "./shop-labels";

/** The heading when the page has no hero row: the catalogue's words in the page's language. */
const fallbackHero = (locale: Locale): Hero => ({
  ...messagesFor(locale).shop.fallbackHero,
  badge_text: null,
  badge_icon: null,
  image_url: null,
  video_url: null,
  cta_primary_text: null,
  cta_primary_link: null,
  cta_secondary_text: null,
  cta_secondary_link: null,
});

/**
 * What /location-materiel and /location both show: their own hero and SEO row, the same shop, in
 * the request's language (ADR 021/022). The categories' words are the shop catalogue's
 * (`shop.categories`), already in the page's code.
 */
export async function loadShopPage(request: Request, path: string) {
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const category = readCategory(url);
  const period = readPeriod(url);
  const [{ products, total }, row] = await Promise.all([
    getCatalogueProducts(category, readShown(url), locale),
    getHero(path, locale),
  ]);
  const fallback = fallbackHero(locale);
  const heading = row ?? fallback;
  const seo = await getPageSeo(
    path,
    {
      title: heading.title,
      description: heading.description ?? fallback.description!,
      image: heading.image_url,
    },
    locale,
  );
  // A filtered view keeps its page's canonical URL but says which category it shows.
  if (category !== "all") seo.title = `${categoryName(messagesFor(locale).shop, category)} · ${seo.title}`;
  // The hero band shows four of the row's fields: only those travel with the page's data.
  const hero = {
    title: heading.title,
    subtitle: heading.subtitle,
    description: heading.description,
    badge_text: heading.badge_text,
    ...shownFallbacks(row, ["title", "subtitle", "description", "badge_text"]),
  };
  return {
    category,
    products,
    total,
    period,
    free: period ? await getFreeUnits(products, period) : null,
    hero,
    meta: seoMeta(seo),
  };
}
