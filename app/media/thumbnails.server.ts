import { inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { media_assets } from "~/db/schema";

/**
 * The image to show small for each upload: its narrowest WebP variant once recorded, else the
 * original. A return photo from a phone is 1–2 MB; its 480 px WebP some tens of kilobytes, made a few
 * seconds after the return (upload.server.ts, `variants: "later"`). One query for the whole list.
 */
export async function thumbnailsOf(db: DbExecutor, urls: string[]): Promise<Map<string, string>> {
  const thumbnails = new Map(urls.map((url) => [url, url]));
  if (urls.length === 0) return thumbnails;
  const assets = await db
    .select({ url: media_assets.url, variants: media_assets.variants })
    .from(media_assets)
    .where(inArray(media_assets.url, [...new Set(urls)]));
  for (const asset of assets) {
    const narrowest = asset.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width)[0];
    if (narrowest) thumbnails.set(asset.url, narrowest.path);
  }
  return thumbnails;
}
