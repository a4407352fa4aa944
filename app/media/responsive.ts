// How a content image URL maps to responsive sources. Uploaded media (the back office's media
// library) get resized AVIF/WebP variants; repository artwork (SVG) needs none.

export type ResponsiveSource = { type: string; srcSet: string };

/** Sources for a <picture>, best format first; empty when the image has no variants. */
export function responsiveSources(_src: string, _sizes?: string): ResponsiveSource[] {
  return [];
}
