import { CtaLink } from "~/components/cta-link";
import { ContentIcon, Icon } from "~/components/icon";
import { ContentImage } from "~/components/content-image";
import { StatFigures } from "~/components/stat-figures";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { VideoDialogButton } from "~/components/video-dialog";
import type { StatFigure } from "~/content/defaults";

export type HomeHeroContent = {
  title: string;
  subtitle: string | null;
  description: string;
  badge_text: string | null;
  badge_icon: string | null;
  image_url: string | null;
  video_url: string | null;
  cta_primary_text: string;
  cta_primary_link: string;
  cta_secondary_text: string;
  cta_secondary_link: string;
};

/** SPEC §2 accueil: title, description, two calls to action, the video button, three figures. */
export function HomeHero({ hero, stats }: { hero: HomeHeroContent; stats: StatFigure[] }) {
  return (
    <section
      id="accueil"
      aria-labelledby="home-title"
      className="relative scroll-mt-24 overflow-hidden bg-night text-night-foreground"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-night-2),transparent_60%)]" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="flex min-w-0 flex-col items-start gap-6">
          {hero.badge_text && (
            <Badge variant="night" size="lg">
              <ContentIcon name={hero.badge_icon} className="text-gold" />
              {hero.badge_text}
            </Badge>
          )}
          <h1 id="home-title" className="text-4xl font-bold break-words sm:text-6xl">
            {hero.title}
          </h1>
          {hero.subtitle && <p className="text-xl font-medium text-gold">{hero.subtitle}</p>}
          <p className="max-w-xl text-lg text-night-muted">{hero.description}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <CtaLink
              to={hero.cta_primary_link}
              className={buttonVariants({ variant: "brand", size: "lg", className: "w-full sm:w-auto" })}
            >
              {hero.cta_primary_text}
              <Icon name="arrow-right" />
            </CtaLink>
            <CtaLink
              to={hero.cta_secondary_link}
              className={buttonVariants({ variant: "outline-night", size: "lg", className: "w-full sm:w-auto" })}
            >
              {hero.cta_secondary_text}
            </CtaLink>
          </div>
          <StatFigures stats={stats.slice(0, 3)} tone="night" className="mt-4 w-full" />
        </div>
        <div className="relative">
          {hero.image_url ? (
            <ContentImage
              src={hero.image_url}
              alt=""
              width={1200}
              height={900}
              priority
              sizes="(min-width: 1024px) 45vw, 100vw"
              imgClassName="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
            />
          ) : (
            <div className="aspect-[4/3] w-full rounded-3xl bg-brand-gradient opacity-80" />
          )}
          <div className="absolute inset-0 flex items-center justify-center">
            <VideoDialogButton url={hero.video_url} title={`${hero.title} en vidéo`} />
          </div>
        </div>
      </div>
    </section>
  );
}
