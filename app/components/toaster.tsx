import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import type { Toast } from "~/lib/toast";
import { onSonnerLoaded, toast as notify } from "~/lib/notify";

type SonnerToaster = typeof SonnerModule.Toaster;

/** Sonner's toaster, mounted once the first toast has loaded the library (see ~/lib/notify). */
export function Toaster() {
  const [Sonner, setSonner] = useState<SonnerToaster | null>(null);
  useEffect(() => onSonnerLoaded((module) => setSonner(() => module.Toaster)), []);
  if (!Sonner) return null;
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />;
}

/** Shows a toast flashed by the server (a redirect after an action) once. */
export function useFlashToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    notify[toast.type](toast.title, { id: toast.id, description: toast.description });
  }, [toast]);
}
