import { useEffect } from "react";
import { Toaster as Sonner, toast as showToast } from "sonner";
import type { Toast } from "~/lib/toast";

export function Toaster() {
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />;
}

/** Shows a toast flashed by the server (a redirect after an action) once. */
export function useFlashToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    // Deferred one tick so that the toaster is mounted after hydration.
    const timer = setTimeout(() => {
      const show = toast.type === "message" ? showToast : showToast[toast.type];
      show(toast.title, { id: toast.id, description: toast.description });
    }, 0);
    return () => clearTimeout(timer);
  }, [toast]);
}
