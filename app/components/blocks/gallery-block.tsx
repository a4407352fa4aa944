import { ContentImage } from "~/components/content-image";
import type { GalleryImage } from "~/content/page-blocks.server";
import { fallbackLang, frenchFallback, type WithFallbacks } from "~/content/translatable";
import { LightboxGallery } from "./lightbox";
import { SectionHeading } from "./section-heading";
import { useMessages } from "~/i18n/messages";

/** The page's images (its own and the site-wide ones); with a lightbox on gallery pages. */
export function GalleryBlock({ images, lightbox }: { images: (GalleryImage & WithFallbacks)[]; lightbox: boolean }) {
  const m = useMessages().site.blocks;
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="gallery-title" eyebrow={m.galleryEyebrow} title={m.galleryTitle} />
      {lightbox ? (
        <LightboxGallery images={images} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => (
            <li key={image.id}>
              <figure className="overflow-hidden rounded-xl">
                <ContentImage
                  src={image.image_url}
                  alt={image.alt_text || image.title || ""}
                  lang={fallbackLang(image, image.alt_text ? "alt_text" : "title")}
                  width={800}
                  height={600}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  imgClassName="aspect-[4/3] w-full object-cover"
                />
                {image.title && (
                  <figcaption className="sr-only" {...frenchFallback(image, "title")}>
                    {image.title}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
