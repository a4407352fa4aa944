import { HomeHero } from "~/components/home/home-hero";
import type { HomeHeroContent } from "~/components/home/home-hero-content";
import { island } from "~/hydration/island";
import { ContactSection } from "~/contact/contact-section";
import { getContactInfo } from "~/contact/queries.server";
import { HOME_HERO_FALLBACK } from "~/content/defaults";
import { videoEmbedUrl } from "~/content/video";
import { getHero } from "~/content/hero.server";
import { getClients, getPortfolio, getServices } from "~/content/home.server";
import { localBusinessJsonLd } from "~/content/local-business";
import { getGallery } from "~/content/page-blocks.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { shownFallbacks } from "~/content/translatable";
import { getStats } from "~/content/stats.server";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { localeOfRequest } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { DEPOT_CATEGORIES } from "~/lib/rental-categories";
import type { Route } from "./+types/home";

/** The hero's texts the home page shows. */
const HERO_TEXT_FIELDS = ["title", "subtitle", "description", "badge_text", "cta_primary_text", "cta_secondary_text"];

// The sections that only show content keep the server's markup (hydration/island.tsx).
const JsonLd = island(() => import("~/components/json-ld").then((m) => m.JsonLd));
const ServicesSection = island(() => import("~/components/home/services-section").then((m) => m.ServicesSection));
const GroupSection = island(() => import("~/components/home/group-section").then((m) => m.GroupSection));
// Below the fold, the portfolio's details dialogs wake as the visitor scrolls towards them.
const PortfolioSection = island(() => import("~/components/home/portfolio-section").then((m) => m.PortfolioSection), { wake: true });
const LocationSection = island(() => import("~/components/home/location-section").then((m) => m.LocationSection));

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [hero, stats, services, gallery, clients, portfolio, settings, contactInfo] = await Promise.all([
    getHero("/", locale),
    getStats("/", [...HOME_HERO_FALLBACK.stats], locale),
    getServices(locale),
    getGallery("/", locale),
    getClients(),
    getPortfolio(locale),
    getSiteSettings(locale),
    getContactInfo(locale),
  ]);
  const fallback = HOME_HERO_FALLBACK;
  // Shown in French on an English or Arabic page: a field without its translation, and SPEC §9's
  // own French copy standing in for a field the row leaves empty.
  const french = (field: "title" | "description" | "cta_primary_text" | "cta_secondary_text") => !hero?.[field] && locale !== "fr";
  const frenchFields = [
    ...(shownFallbacks(hero, HERO_TEXT_FIELDS).fallbackFields ?? []),
    ...(["title", "description", "cta_primary_text", "cta_secondary_text"] as const).filter(french),
  ];
  const heroContent: HomeHeroContent = {
    title: hero?.title || fallback.title,
    subtitle: hero?.subtitle ?? null,
    description: hero?.description || fallback.description,
    badge_text: hero?.badge_text ?? null,
    badge_icon: hero?.badge_icon ?? null,
    image_url: hero?.image_url ?? null,
    // SPEC §9: a default video when none is configured.
    video_player_url: videoEmbedUrl(hero?.video_url || settings?.default_video_url, { autoplay: true }),
    cta_primary_text: hero?.cta_primary_text || fallback.ctaPrimary.text,
    cta_primary_link: hero?.cta_primary_link || fallback.ctaPrimary.link,
    cta_secondary_text: hero?.cta_secondary_text || fallback.ctaSecondary.text,
    cta_secondary_link: hero?.cta_secondary_link || fallback.ctaSecondary.link,
    ...(frenchFields.length > 0 ? { fallbackFields: frenchFields } : {}),
  };
  const seo = await getPageSeo("/", {
    title: heroContent.title,
    description: heroContent.description,
    image: heroContent.image_url,
  }, locale);
  return {
    hero: heroContent,
    stats,
    services,
    gallery,
    clients,
    portfolio,
    // The depot preview's cards travel as data: the categories module stays out of the page's
    // JavaScript. Their words are the shop catalogue's, as on every other screen (the categories
    // are fixed, SPEC §3).
    depot: DEPOT_CATEGORIES.map(({ id, emoji, image }) => {
      const { label, description } = messagesFor(locale).shop.categories[id];
      return { id, label, emoji, description, image };
    }),
    contactInfo: contactInfo.map(({ id, label, type, value, icon, fallbackFields }) => ({ id, label, type, value, icon, ...shownFallbacks({ fallbackFields }, ["label"]) })),
    jsonLd: settings ? localBusinessJsonLd(settings, env().PUBLIC_URL, seo.description) : null,
    meta: seoMeta(seo),
  };
}

// The tags are built by the loader (lib/seo.ts): the page's JavaScript does not carry that code.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: "Imagine" }];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats, services, gallery, clients, portfolio, depot, contactInfo, jsonLd } = loaderData;
  return (
    <main>
      {jsonLd && <JsonLd data={jsonLd} />}
      <HomeHero hero={hero} stats={stats} />
      <ServicesSection services={services} />
      <GroupSection gallery={gallery} clients={clients} />
      <PortfolioSection items={portfolio} />
      <LocationSection categories={depot} />
      <ContactSection contactInfo={contactInfo} />
    </main>
  );
}
