import type { ComponentType } from "react";
import { elementAtPath, elementPath } from "./element-path";
import type * as IslandControls from "./island-controls";

// The watch of a waking island (island.tsx, ADR 008), kept apart from the rendering side.

/** Distance from the viewport at which a waking island starts fetching its module. */
const WAKE_MARGIN = "600px 0px";

/**
 * Watches a served island until it is needed (near the viewport, focused, clicked, submitted),
 * then loads its module and hands it over. A button click or a submit made meanwhile is held and
 * made again on the rendered markup; the hand-over waits for a pressed pointer to be released, so
 * the press and its click land on the same element. If the module cannot be loaded, a held submit
 * goes through as a plain HTML post.
 */
export function wakeWhenNeeded<P>(
  element: HTMLElement,
  load: () => Promise<ComponentType<P>>,
  render: (Component: ComponentType<P>, controls: typeof IslandControls, replay: (wrapper: HTMLElement | null) => void) => void,
): () => void {
  let state: "asleep" | "loading" | "failed" | "gone" = "asleep";
  let held: { submit: HTMLFormElement } | { click: number[] } | null = null;
  let pressed = false;
  let handOver: (() => void) | null = null;
  const forms = [...element.querySelectorAll("form")];
  // The rendered form checks the fields itself (French messages); the browser's bubbles would
  // stop a submit before it could be held.
  for (const form of forms) form.noValidate = true;

  const wakeUp = () => {
    if (state !== "asleep") return;
    state = "loading";
    observer?.disconnect();
    Promise.all([load(), import("./island-controls")]).then(
      ([Component, controls]) => {
        if (state !== "loading") return;
        handOver = () =>
          render(Component, controls, (wrapper) => {
            if (!wrapper || !held) return;
            if ("submit" in held) wrapper.querySelector("form")?.requestSubmit();
            else (elementAtPath(wrapper, held.click) as HTMLElement | null)?.click();
          });
        if (!pressed) handOver();
      },
      () => {
        if (state !== "loading") return;
        // Offline or a new deploy: the served form still works as a plain HTML form.
        state = "failed";
        for (const form of forms) form.noValidate = false;
        if (held && "submit" in held) held.submit.requestSubmit();
      },
    );
  };

  const onSubmit = (event: SubmitEvent) => {
    if (state === "failed" || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { submit: event.target };
    wakeUp();
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (state === "failed" || !button || button.type === "submit") return;
    event.preventDefault();
    const path = elementPath(element, button);
    if (path) held = { click: path };
    wakeUp();
  };
  const onPointerDown = () => {
    pressed = true;
  };
  const onPointerUp = () => {
    if (!pressed) return;
    // After this press's click has been dispatched.
    setTimeout(() => {
      pressed = false;
      const pending = handOver;
      handOver = null;
      pending?.();
    });
  };

  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(), { rootMargin: WAKE_MARGIN })
      : null;
  for (const child of element.children) observer?.observe(child);
  const listeners = [
    ["focusin", wakeUp],
    ["submit", onSubmit],
    ["click", onClick],
    ["pointerdown", onPointerDown],
  ] as const;
  for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
  // On the document: the pointer may be released outside the island.
  document.addEventListener("pointerup", onPointerUp);
  document.addEventListener("pointercancel", onPointerUp);
  if (!observer) wakeUp();

  return () => {
    if (state === "loading") state = "gone";
    observer?.disconnect();
    for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    document.removeEventListener("pointerup", onPointerUp);
    document.removeEventListener("pointercancel", onPointerUp);
  };
}
