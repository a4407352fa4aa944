import { data } from "react-router";
import { GalleryBlock } from "~/components/blocks/gallery-block";
import type { PageHeroContent } from "~/components/blocks/page-hero";
import { VideoBlock } from "~/components/blocks/video-block";
import { island } from "~/hydration/island";
import { getHero } from "~/content/hero.server";
import { getPageBlocks } from "~/content/page-blocks.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { videoSources } from "~/content/video";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { findContentPage } from "~/lib/site-map";
import { splitLocalePath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/content-page";

// The blocks that only show content keep the server's markup (hydration/island.tsx); the video
// placeholder and the lightbox gallery react to the visitor.
const PageHero = island(() => import("~/components/blocks/page-hero").then((m) => m.PageHero));
const StatsBlock = island(() => import("~/components/blocks/stats-block").then((m) => m.StatsBlock));
const ServicesBlock = island(() => import("~/components/blocks/services-block").then((m) => m.ServicesBlock));
const HighlightsBlock = island(() => import("~/components/blocks/highlights-block").then((m) => m.HighlightsBlock));
const MethodBlock = island(() => import("~/components/blocks/method-block").then((m) => m.MethodBlock));
const StaticGallery = island(() => import("~/components/blocks/gallery-block").then((m) => m.GalleryBlock));
const PackagesBlock = island(() => import("~/components/blocks/packages-block").then((m) => m.PackagesBlock));
const TestimonialsBlock = island(() => import("~/components/blocks/testimonials-block").then((m) => m.TestimonialsBlock));

// One module for the 17 content pages (app/routes.ts gives each its own route id); the page is
// found by its path and assembled from the rows keyed by that path (ADR 003).

export async function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname.replace(/(.)\/+$/, "$1"));
  const page = findContentPage(path);
  if (!page) throw data(messagesFor(locale).errors.notFoundPage, { status: 404 });

  const hasVideo = page.kind === "video" || page.kind === "method";
  const [hero, blocks, settings] = await Promise.all([
    getHero(path, locale),
    getPageBlocks(path, locale),
    hasVideo ? getSiteSettings(locale) : Promise.resolve(null),
  ]);
  // A missing hero still gives the page its H1: the page's label and topic (site map).
  const heroContent: PageHeroContent = hero ?? {
    title: messagesFor(locale).nav.pages[page.path] ?? page.label,
    subtitle: null,
    description: page.topic,
    badge_text: null,
    badge_icon: null,
    image_url: null,
    cta_primary_text: messagesFor(locale).site.blocks.startProject,
    cta_primary_link: "/contact",
    cta_secondary_text: null,
    cta_secondary_link: null,
    // The site map's topic is French (app/lib/site-map.ts).
    ...(locale === "fr" ? {} : { fallbackFields: ["description"] }),
  };
  const seo = await getPageSeo(path, {
    title: heroContent.title,
    description:
      heroContent.description || heroContent.subtitle || `${page.topic} : Imagine, excellence événementielle en Tunisie.`,
    image: heroContent.image_url,
    keywords: [page.topic],
  }, locale);
  return {
    page,
    hero: heroContent,
    blocks,
    video: hasVideo ? videoSources(hero?.video_url || settings?.default_video_url, heroContent.image_url) : null,
    meta: seoMeta(seo),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: "Imagine" }];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, hero, blocks, video } = loaderData;
  return (
    <main data-page-kind={page.kind}>
      <PageHero hero={hero} />
      <StatsBlock stats={blocks.stats} />
      {video && <VideoBlock video={video} title={`${hero.title} en vidéo`} />}
      <ServicesBlock services={blocks.services} />
      <HighlightsBlock highlights={blocks.highlights} />
      <MethodBlock steps={blocks.steps} />
      {page.kind === "gallery" ? (
        <GalleryBlock images={blocks.gallery} lightbox />
      ) : (
        <StaticGallery images={blocks.gallery} lightbox={false} />
      )}
      <PackagesBlock packages={blocks.packages} />
      <TestimonialsBlock testimonials={blocks.testimonials} />
    </main>
  );
}
