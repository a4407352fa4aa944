import { useId, useState } from "react";
import { Icon } from "~/components/icon";
import { centeredModalClass, Modal } from "~/components/ui/modal";
import { cx } from "~/lib/class-names";
import { useMessages } from "~/i18n/messages";

/**
 * The round video button of the home hero; `src` is the player's URL (content/video.ts, resolved
 * by the loader). The modal exists only while open, so the provider's
 * iframe (and its requests) appears only after a click.
 */
export function VideoDialogButton({ src, title, className }: { src: string | null; title: string; className?: string }) {
  const m = useMessages().site.home;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!src) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={cx(
          "group inline-flex size-20 items-center justify-center rounded-full bg-brand-gradient text-white shadow-2xl ring-8 ring-white/10 transition-transform hover:scale-105 focus-visible:ring-ring",
          className,
        )}
        aria-label={m.watchVideo}
      >
        <Icon name="play" className="ml-1 size-8 fill-current" />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className={centeredModalClass({ maxWidth: "sm:max-w-4xl", night: true })}
      >
        <h2 id={titleId} className="pr-10 text-xl font-semibold">
          {title}
        </h2>
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        </div>
      </Modal>
    </>
  );
}
