import type { WithFallbacks } from "~/content/translatable";

/**
 * The home page's hero as its loader gives it (home-hero.tsx, and its text island hero-text.tsx);
 * `fallbackFields`: its texts shown in French on a page of another language.
 */
export type HomeHeroContent = WithFallbacks & {
  title: string;
  subtitle: string | null;
  description: string;
  badge_text: string | null;
  badge_icon: string | null;
  image_url: string | null;
  /** The provider's player, autoplaying (content/video.ts); null hides the video button. */
  video_player_url: string | null;
  cta_primary_text: string;
  cta_primary_link: string;
  cta_secondary_text: string;
  cta_secondary_link: string;
};
