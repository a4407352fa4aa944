import { useId, useRef, useState } from "react";
import { ContentImage } from "~/components/content-image";
import { Icon } from "~/components/icon";
import { centeredModalClass, Modal } from "~/components/ui/modal";
import type { GalleryImage } from "~/content/page-blocks.server";
import { fallbackLang, frenchFallback, type WithFallbacks } from "~/content/translatable";
import { useMessages } from "~/i18n/messages";
import { arrowKeyStep, elementDirection, swipeStep } from "~/lib/text-direction";

const SWIPE_THRESHOLD_PX = 40;

export function wrapIndex(index: number, total: number): number {
  return ((index % total) + total) % total;
}

/**
 * Gallery thumbnails that open a lightbox (SPEC §4: closed or showing an index; next and
 * previous wrap around; 'n / total'). Arrow keys and swipes navigate, Escape closes, and focus
 * goes back to the thumbnail the visitor opened.
 */
export function LightboxGallery({ images }: { images: (GalleryImage & WithFallbacks)[] }) {
  const m = useMessages().site.blocks;
  const [index, setIndex] = useState<number | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const swipeStart = useRef<number | null>(null);
  const total = images.length;
  const current = index === null ? null : images[index];

  const go = (delta: number) => setIndex((i) => (i === null ? i : wrapIndex(i + delta, total)));

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              aria-label={m.enlargeImage(image.title || image.alt_text || m.imageNumber(i + 1))}
            >
              <ContentImage
                src={image.image_url}
                alt={image.alt_text || image.title || ""}
                lang={fallbackLang(image, image.alt_text ? "alt_text" : "title")}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 25vw, 50vw"
                imgClassName="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {/* The modal gives focus back to the thumbnail that opened it. */}
      <Modal
        open={current !== null}
        onClose={() => setIndex(null)}
        labelledBy={titleId}
        describedBy={descriptionId}
        closeLabel={m.closeGallery}
        className={centeredModalClass({ maxWidth: "sm:max-w-5xl", night: true })}
        onKeyDown={(event) => {
          // The next image lies towards the end of the line: the left arrow's side in Arabic.
          const step = arrowKeyStep(event.key, elementDirection(event.currentTarget));
          if (step === null) return;
          go(step);
          event.preventDefault();
        }}
      >
        {current && index !== null && (
          <>
            <h2 id={titleId} className="pe-10 text-xl font-semibold" {...frenchFallback(current, "title")}>
              {current.title || `Image ${index + 1}`}
            </h2>
            <p id={descriptionId} className="sr-only">
              Utilisez les flèches gauche et droite pour changer d'image, Échap pour fermer.
            </p>
            <div
              className="relative touch-pan-y select-none"
              onPointerDown={(event) => {
                swipeStart.current = event.clientX;
              }}
              onPointerUp={(event) => {
                if (swipeStart.current === null) return;
                const dx = event.clientX - swipeStart.current;
                swipeStart.current = null;
                const step = swipeStep(dx, elementDirection(event.currentTarget), SWIPE_THRESHOLD_PX);
                if (step !== null) go(step);
              }}
              onPointerCancel={() => {
                swipeStart.current = null;
              }}
              data-testid="lightbox-stage"
            >
              <img
                key={current.id}
                src={current.image_url}
                alt={current.alt_text || current.title || ""}
                lang={fallbackLang(current, current.alt_text ? "alt_text" : "title")}
                width={1200}
                height={900}
                draggable={false}
                className="mx-auto max-h-[70dvh] w-full rounded-lg object-contain"
              />
            </div>
            <div className="flex items-center justify-between gap-4">
              <button
                type="button"
                onClick={() => go(-1)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 hover:bg-white/10"
                aria-label={m.previousImage}
              >
                <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
              </button>
              <p aria-live="polite" className="text-sm tabular-nums text-night-muted" data-testid="lightbox-counter">
                {index + 1} / {total}
              </p>
              <button
                type="button"
                onClick={() => go(1)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 hover:bg-white/10"
                aria-label={m.nextImage}
              >
                <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
