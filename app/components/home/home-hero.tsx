import { island } from "~/hydration/island";
import { VideoDialogButton } from "~/components/video-dialog";
import type { ShownStat } from "~/components/stat-figures";
import type { HomeHeroContent } from "./home-hero-content";
import { useMessages } from "~/i18n/messages";

// Only the video button reacts to the visitor; the text and the image keep the server's markup.
const HeroText = island(() => import("./hero-text").then((m) => m.HeroText));
const HeroImage = island(() => import("./hero-image").then((m) => m.HeroImage));


/** SPEC §2 accueil: title, description, two calls to action, the video button, three figures. */
export function HomeHero({ hero, stats }: { hero: HomeHeroContent; stats: ShownStat[] }) {
  const m = useMessages().site.home;
  return (
    <section
      id="accueil"
      aria-labelledby="home-title"
      className="relative scroll-mt-24 overflow-hidden bg-night text-night-foreground"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-night-2),transparent_60%)] rtl:bg-[radial-gradient(ellipse_at_top_left,var(--color-night-2),transparent_60%)]" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <HeroText hero={hero} stats={stats.slice(0, 3)} />
        <div className="relative">
          <HeroImage imageUrl={hero.image_url} />
          <div className="absolute inset-0 flex items-center justify-center">
            <VideoDialogButton src={hero.video_player_url} title={m.videoOf(hero.title)} />
          </div>
        </div>
      </div>
    </section>
  );
}
