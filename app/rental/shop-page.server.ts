import { getHero, type Hero } from "~/content/hero.server";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { localeOfRequest } from "~/i18n/locale";
import { getCatalogueProducts, getFreeUnits, readCategory, readPeriod } from "./catalogue.server";
import { readShown } from "./catalogue-page";
import { categoryLabel } from "~/lib/rental-categories";

const FALLBACK_HERO: Hero = {
  title: "Le matériel de vos événements",
  subtitle: "Location Matériel",
  description: "Sonorisation, éclairage, vidéo, mobilier et scène : choisissez vos dates, nous livrons, installons et reprenons.",
  badge_text: null,
  badge_icon: null,
  image_url: null,
  video_url: null,
  cta_primary_text: null,
  cta_primary_link: null,
  cta_secondary_text: null,
  cta_secondary_link: null,
};

/** What /location-materiel and /location both show: their own hero and SEO row, the same shop. */
export async function loadShopPage(request: Request, path: string) {
  const url = new URL(request.url);
  const category = readCategory(url);
  const period = readPeriod(url);
  const [{ products, total }, row] = await Promise.all([getCatalogueProducts(category, readShown(url)), getHero(path)]);
  const heading = row ?? FALLBACK_HERO;
  const seo = await getPageSeo(path, {
    title: heading.title,
    description: heading.description ?? FALLBACK_HERO.description!,
    image: heading.image_url,
  }, localeOfRequest(request));
  // A filtered view keeps its page's canonical URL but says which category it shows.
  if (category !== "all") seo.title = `${categoryLabel(category)} · ${seo.title}`;
  // The hero band shows four of the row's fields: only those travel with the page's data.
  const hero = { title: heading.title, subtitle: heading.subtitle, description: heading.description, badge_text: heading.badge_text };
  return { category, products, total, period, free: period ? await getFreeUnits(products, period) : null, hero, meta: seoMeta(seo) };
}
