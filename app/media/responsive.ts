// How a content image URL maps to responsive sources. Uploaded media (the back office's media
// library) get resized AVIF/WebP variants whose names follow a convention, so that this module
// needs no database and can run in the browser:
//
//   original  /uploads/2026/11/3f9a0c1b2d4e5f60_1600x900.jpg
//   variants  /uploads/2026/11/3f9a0c1b2d4e5f60_1600x900-480.avif, …-960.webp, …-1600.avif
//
// Variant widths are VARIANT_WIDTHS smaller than the original, plus the original width (capped
// at MAX_VARIANT_WIDTH). Repository artwork (SVG) and pasted URLs get no variants.

export type ResponsiveSource = { type: string; srcSet: string };

export const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const MAX_VARIANT_WIDTH = 1920;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const UPLOADED = /^(\/uploads\/(?:[\w-]+\/)*[0-9a-f]{16}_(\d{1,5})x(\d{1,5}))\.(?:jpg|png|webp|avif)$/;

/** The intrinsic size of an uploaded image, read from its name; null for other images. */
export function uploadedImageSize(src: string): { width: number; height: number } | null {
  const match = UPLOADED.exec(src);
  if (!match) return null;
  return { width: Number(match[2]), height: Number(match[3]) };
}

/** The widths of the variants made for an original `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_VARIANT_WIDTH);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < top);
  widths.push(top);
  return widths;
}

/** URL of one variant of an uploaded original (`base` is the original's URL without extension). */
export function variantUrl(base: string, width: number, format: VariantFormat): string {
  return `${base}-${width}.${format}`;
}

/** Sources for a <picture>, best format first; empty when the image has no variants. */
export function responsiveSources(src: string, _sizes?: string): ResponsiveSource[] {
  const match = UPLOADED.exec(src);
  if (!match) return [];
  const base = match[1]!;
  const widths = variantWidths(Number(match[2]));
  return VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((w) => `${variantUrl(base, w, format)} ${w}w`).join(", "),
  }));
}
