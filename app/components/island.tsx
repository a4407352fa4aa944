import { lazy, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { elementAtPath, elementPath } from "./element-path";
import type * as IslandControls from "./island-controls";

// Most of a public page only shows content: its markup comes from the server and does not change
// while the visitor reads. An island is such a part. The server renders it; during hydration the
// browser keeps the server's markup as it is (React does not compare the inside of an element
// whose inner HTML it was given), so the island's code is not part of the page's JavaScript
// (ADR 008). When the browser has to render it itself (a client-side navigation, or new data
// after hydration), it fetches the island's module and renders it; router navigations are
// transitions, so the previous page stays on screen until that module has arrived.
//
// An island that the visitor can use (a form, buttons that open dialogs) wakes instead of staying
// as served: when it comes near the viewport, is focused, clicked or submitted, its module is
// fetched and React renders it in place of the served markup, with what was typed and the focus
// carried over. Until then its form posts like a plain HTML form; a click or a submit that comes
// first waits for the module.

/** The same object on every render: React compares it by identity and never rewrites the markup. */
const SERVER_MARKUP = { __html: "" };

const noSubscription = () => () => {};

/** Distance from the viewport at which a waking island starts fetching its module. */
const WAKE_MARGIN = "600px 0px";

/** Props of an island: loader data, compared as JSON to know whether the served markup still holds. */
type IslandProps = Record<string, unknown>;

type IslandOptions = { wake?: boolean };

export function island<P extends IslandProps>(
  load: () => Promise<ComponentType<P>>,
  { wake = false }: IslandOptions = {},
): ComponentType<P> {
  const Live = lazy(async () => ({ default: await load() }));

  function Island(props: P) {
    // True only while hydrating (the server snapshot), false in any render the browser makes itself.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [served] = useState(() => (!import.meta.env.SSR && hydrating ? JSON.stringify(props) : null));
    const [Awake, setAwake] = useState<ComponentType<P> | null>(null);
    const wrapper = useRef<HTMLDivElement>(null);
    const keepsServedMarkup = !import.meta.env.SSR && Awake === null && served !== null && served === JSON.stringify(props);

    useEffect(() => {
      const element = wrapper.current;
      if (!wake || !keepsServedMarkup || !element) return;
      return wakeWhenNeeded(element, load, (Component, { captureIsland, restoreIsland }, replay) => {
        const snapshot = captureIsland(element);
        flushSync(() => setAwake(() => Component));
        if (wrapper.current) restoreIsland(wrapper.current, snapshot);
        replay(wrapper.current);
      });
    }, [keepsServedMarkup]);

    if (keepsServedMarkup) {
      return (
        <div key="served" ref={wrapper} className="contents" dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
      );
    }
    return (
      <div key="live" ref={wrapper} className="contents">
        {Awake ? <Awake {...props} /> : <Live {...props} />}
      </div>
    );
  }
  return Island;
}

/**
 * Watches a served island until it is needed (near the viewport, focused, clicked, submitted),
 * then loads its module and hands it over. A button click or a submit made meanwhile is held and
 * made again on the rendered markup; the hand-over waits for a pressed pointer to be released, so
 * the press and its click land on the same element. If the module cannot be loaded, a held submit
 * goes through as a plain HTML post.
 */
function wakeWhenNeeded<P>(
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
