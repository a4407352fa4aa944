import { useLayoutEffect, useRef, type KeyboardEventHandler, type ReactNode } from "react";
import { cx } from "~/lib/class-names";
import { Icon } from "~/components/icon";
import { useMessages } from "~/i18n/messages";

/**
 * Classes of a centered modal: a full-height sheet on phones, a card from `sm` (DESIGN.md).
 * `sm:m-auto` centres it: the reset stylesheet removes the browser's own auto margins.
 */
export function centeredModalClass({ maxWidth = "sm:max-w-lg", night = false }: { maxWidth?: string; night?: boolean } = {}) {
  return cx(
    "h-dvh w-full flex-col gap-4 overflow-y-auto p-6 shadow-xl sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:rounded-xl sm:border",
    maxWidth,
    night ? "justify-center bg-night text-night-foreground sm:border-white/10" : "bg-background",
  );
}

/**
 * A modal on the browser's own <dialog>: top layer, the page behind inert, focus kept inside,
 * Escape closes. The public pages use it instead of Radix's Dialog (about 12 KB of JavaScript
 * less). It exists only while open, so an embedded player inside loads only once asked for, and
 * on closing focus goes back where it was. A click on the backdrop closes it too.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** id of the visible title (and of the description, if any) */
  labelledBy: string;
  describedBy?: string;
  className: string;
  closeLabel?: string;
  closeClassName?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
};

function OpenModal({ onClose, labelledBy, describedBy, className, closeLabel, closeClassName, onKeyDown, children }: ModalProps) {
  const close = useMessages().common.close;
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The browser would focus the first focusable element, which can be an embedded player's
    // frame: keys would then go to the provider's page and Escape would no longer close.
    closeButton.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-modal=""
      className={cx("modal", className)}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop targets the <dialog> itself, outside its box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      {children}
      <button
        ref={closeButton}
        type="button"
        onClick={onClose}
        className={cx(
          "absolute top-4 right-4 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring",
          closeClassName,
        )}
      >
        <Icon name="x" className="size-5" />
        <span className="sr-only">{closeLabel ?? close}</span>
      </button>
    </dialog>
  );
}
