import { data } from "react-router";
import { GalleryBlock } from "~/components/blocks/gallery-block";
import { HighlightsBlock } from "~/components/blocks/highlights-block";
import { MethodBlock } from "~/components/blocks/method-block";
import { PackagesBlock } from "~/components/blocks/packages-block";
import { PageHero, type PageHeroContent } from "~/components/blocks/page-hero";
import { ServicesBlock } from "~/components/blocks/services-block";
import { TestimonialsBlock } from "~/components/blocks/testimonials-block";
import { VideoBlock } from "~/components/blocks/video-block";
import { StatFigures } from "~/components/stat-figures";
import { getHero } from "~/content/hero.server";
import { getPageBlocks } from "~/content/page-blocks.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/lib/seo.server";
import { findContentPage } from "~/lib/site-map";
import type { Route } from "./+types/content-page";

// One module for the 17 content pages (app/routes.ts gives each its own route id); the page is
// found by its path and assembled from the rows keyed by that path (ADR 003).

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/(.)\/+$/, "$1");
  const page = findContentPage(path);
  if (!page) throw data("Page introuvable", { status: 404 });

  const hasVideo = page.kind === "video" || page.kind === "method";
  const [hero, blocks, settings] = await Promise.all([
    getHero(path),
    getPageBlocks(path),
    hasVideo ? getSiteSettings() : Promise.resolve(null),
  ]);
  // A missing hero still gives the page its H1: the page's label and topic (site map).
  const heroContent: PageHeroContent = hero ?? {
    title: page.label,
    subtitle: null,
    description: page.topic,
    badge_text: null,
    badge_icon: null,
    image_url: null,
    cta_primary_text: "Démarrer un Projet",
    cta_primary_link: "/contact",
    cta_secondary_text: null,
    cta_secondary_link: null,
  };
  const seo = await getPageSeo(path, {
    title: heroContent.title,
    description:
      heroContent.description || heroContent.subtitle || `${page.topic} : Imagine, excellence événementielle en Tunisie.`,
    image: heroContent.image_url,
    keywords: [page.topic],
  });
  return {
    page,
    hero: heroContent,
    blocks,
    video: hasVideo ? { url: hero?.video_url || settings?.default_video_url || null, poster: heroContent.image_url } : null,
    seo,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, hero, blocks, video } = loaderData;
  return (
    <main data-page-kind={page.kind}>
      <PageHero hero={hero} />
      {blocks.stats.length > 0 && (
        <section aria-label="Chiffres clés" className="border-b bg-card">
          <StatFigures stats={blocks.stats} className="mx-auto max-w-5xl px-4 py-10 sm:px-6" />
        </section>
      )}
      {video && <VideoBlock url={video.url} poster={video.poster} title={`${hero.title} en vidéo`} />}
      <ServicesBlock services={blocks.services} />
      <HighlightsBlock highlights={blocks.highlights} />
      <MethodBlock steps={blocks.steps} />
      <GalleryBlock images={blocks.gallery} lightbox={page.kind === "gallery"} />
      <PackagesBlock packages={blocks.packages} />
      <TestimonialsBlock testimonials={blocks.testimonials} />
    </main>
  );
}
