// Video links stored by the back office (watch pages, short links or embeds) turned into the
// embed URL of a provider the Content-Security-Policy allows (server/security-headers.ts).
// YouTube always goes through youtube-nocookie (no tracking cookies before play).

const YOUTUBE_ID = /^[\w-]{6,20}$/;

export function videoEmbedUrl(url: string | null | undefined, { autoplay = false } = {}): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, "");
  let embed: URL | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "m.youtube.com") {
    const id = parsed.pathname.startsWith("/embed/") ? parsed.pathname.split("/")[2] : parsed.searchParams.get("v");
    if (id && YOUTUBE_ID.test(id)) embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  } else if (host === "youtu.be") {
    const id = parsed.pathname.slice(1);
    if (YOUTUBE_ID.test(id)) embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  } else if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = parsed.pathname.match(/(\d{6,12})/)?.[1];
    if (id) embed = new URL(`https://player.vimeo.com/video/${id}`);
  }
  if (!embed) return null;
  if (autoplay) embed.searchParams.set("autoplay", "1");
  if (embed.hostname.includes("youtube")) embed.searchParams.set("rel", "0");
  return embed.toString();
}

export type VideoSources = {
  /** The provider's embed page: the placeholder's link without JavaScript. */
  embedUrl: string;
  /** The same, autoplaying: the frame inserted on click. */
  playerUrl: string;
  poster: string | null;
};

/** Both URLs of a stored video link, or null when it is not a video the site can embed. */
export function videoSources(url: string | null | undefined, poster: string | null): VideoSources | null {
  const embedUrl = videoEmbedUrl(url);
  const playerUrl = videoEmbedUrl(url, { autoplay: true });
  return embedUrl && playerUrl ? { embedUrl, playerUrl, poster } : null;
}
