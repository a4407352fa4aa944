import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/**
 * Toasts without shipping sonner with every page: the library is imported on the first toast
 * (most visits never show one), and the <Toaster> mounts once it has arrived. Sonner replays the
 * toasts created before its Toaster subscribed, so none is lost while the chunk loads.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const whenLoaded = new Set<(module: Sonner) => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    for (const listener of whenLoaded) listener(module);
    return module;
  });
  return sonner;
}

/** Calls back once sonner is loaded (at once if it already is); returns an unsubscribe. */
export function onSonnerLoaded(listener: (module: Sonner) => void): () => void {
  whenLoaded.add(listener);
  void sonner?.then(listener);
  return () => whenLoaded.delete(listener);
}

type Kind = "success" | "error" | "info" | "message";

function show(kind: Kind, title: string, options?: ExternalToast) {
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === "message") sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  message: (title: string, options?: ExternalToast) => show("message", title, options),
};
