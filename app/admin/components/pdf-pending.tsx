import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * A document issued whose PDF is still being rendered (issue 38): a second or two after it is
 * issued, longer if the server is busy. Its download works all the same (it renders at once).
 */
export function PdfPending() {
  return (
    <span className="text-xs text-muted-foreground" data-testid="pdf-pending">
      En préparation
    </span>
  );
}

/** How long after the last refresh the page asks again, and for how long at most. */
const PDF_PENDING_REFRESH_MS = 2_000;
const PDF_PENDING_GIVE_UP_MS = 120_000;

/**
 * While a document of the page says 'En préparation', reloads the page's data every two seconds,
 * so that it turns into its download without the staff reloading. Only while the tab is seen and no
 * other load is under way; after two minutes it stops (the render loop also runs each minute, and
 * a reload shows it).
 */
export function useRefreshWhilePdfPending(pending: boolean): void {
  const revalidator = useRevalidator();
  // The revalidator changes with each of its states; the timer reads the latest without restarting.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!pending) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > PDF_PENDING_GIVE_UP_MS) window.clearInterval(timer);
      else if (document.visibilityState === "visible" && latest.current.state === "idle") void latest.current.revalidate();
    }, PDF_PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [pending]);
}
