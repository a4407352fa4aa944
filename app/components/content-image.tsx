import { responsiveSources } from "~/media/responsive";
import { cx } from "~/lib/class-names";

/**
 * Every content image of the public site goes through here: explicit width and height (no layout
 * shift), alt text, lazy loading except for the first large image of a page (`priority`), and
 * AVIF/WebP variants for uploaded media.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  className,
  imgClassName,
  lang,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** The alt text's language when it is not the page's (`"fr"`: a French fallback, ADR 025). */
  lang?: string;
}) {
  const sources = responsiveSources(src, sizes);
  const img = (
    <img
      src={src}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={sources.length === 0 ? uniqueClasses(cx(className, imgClassName)) : imgClassName}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** Without a <picture>, the two class lists go on the <img>: each class once. */
function uniqueClasses(classes: string): string | undefined {
  return [...new Set(classes.split(" ").filter(Boolean))].join(" ") || undefined;
}
