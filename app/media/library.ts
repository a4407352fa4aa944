import type { MediaVariant } from "~/db/schema/media";

// What the media library dialog receives from /admin/media (client-safe types and helpers).

export type MediaLibraryItem = {
  id: string;
  url: string;
  filename: string;
  alt_text: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
};

export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.svg";

/** The smallest WebP variant, light enough for a grid of thumbnails. */
export function libraryThumbnail(item: MediaLibraryItem): string {
  const webp = item.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return webp[0]?.path ?? item.url;
}
