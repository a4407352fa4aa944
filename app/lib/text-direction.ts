import { useSyncExternalStore } from "react";

// Which way a row of items runs, for the keys and swipes that move along it (a carousel, the
// gallery's lightbox, a calendar). The layout itself mirrors through CSS (logical utilities:
// ms-, pe-, inset-s-, border-s, text-start…); only what JavaScript decides needs the direction.

export type TextDirection = "ltr" | "rtl";

/**
 * The direction an element is laid out in: its computed `direction`, so a `dir` on any ancestor
 * (the page's `<html dir="rtl">`, a block quoted in another language) counts. Read it when the key
 * is pressed, not when the component renders: the server does not know it, and a client-side
 * navigation from one language to another changes it under a mounted component.
 */
export function elementDirection(element: Element | null | undefined): TextDirection {
  if (!element) return documentDirection();
  const computed = element.ownerDocument?.defaultView?.getComputedStyle(element).direction;
  if (computed) return computed === "rtl" ? "rtl" : "ltr";
  return element.closest("[dir]")?.getAttribute("dir")?.toLowerCase() === "rtl" ? "rtl" : "ltr";
}

/** The page's direction, from `<html dir>` ("ltr" on the server). */
export function documentDirection(): TextDirection {
  if (typeof document === "undefined") return "ltr";
  return document.documentElement.dir.toLowerCase() === "rtl" ? "rtl" : "ltr";
}

/**
 * What a horizontal arrow key does along a row of items: 1 for the next item, -1 for the previous
 * one, null for any other key. The next item lies towards the end of the line: on the right in
 * French and English, on the left in Arabic.
 */
export function arrowKeyStep(key: string, direction: TextDirection): 1 | -1 | null {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return null;
  const towardsRight = key === "ArrowRight";
  return towardsRight === (direction === "ltr") ? 1 : -1;
}

/**
 * What a horizontal swipe of `dx` pixels (end minus start, positive to the right) does: a finger
 * moving towards the start of the line pulls in the next item (to the left in LTR, to the right in
 * RTL), the other way the previous one; null under `threshold`.
 */
export function swipeStep(dx: number, direction: TextDirection, threshold: number): 1 | -1 | null {
  if (!(Math.abs(dx) >= threshold)) return null;
  const towardsLeft = dx < 0;
  return towardsLeft === (direction === "ltr") ? 1 : -1;
}

function subscribeToDocumentDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["dir"] });
  return () => observer.disconnect();
}

/**
 * The page's direction for a component that must pass it on (react-day-picker's `dir`, which
 * turns its chevrons and its arrow keys). "ltr" on the server and while hydrating, then the page's
 * own; follows a change of `<html dir>` by a navigation to another language.
 */
export function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(subscribeToDocumentDirection, documentDirection, () => "ltr");
}
