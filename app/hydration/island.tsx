import { lazy, useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { wakeWhenNeeded } from "./island-wake";
import { useHydrated } from "./use-hydrated";

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

/** Props of an island: loader data, compared as JSON to know whether the served markup still holds. */
type IslandProps = Record<string, unknown>;

type IslandOptions = { wake?: boolean };

export function island<P extends IslandProps>(
  load: () => Promise<ComponentType<P>>,
  { wake = false }: IslandOptions = {},
): ComponentType<P> {
  const Live = lazy(async () => ({ default: await load() }));

  function Island(props: P) {
    // True only while hydrating (and on the server), false in any render the browser makes itself.
    const hydrating = !useHydrated();
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

    // Marks a waking island for the early-tap recorder (early-taps.ts): until this island's effect
    // runs, React cannot see a tap inside its served markup, so the recorder keeps those.
    const wakeMark = wake ? { "data-island-wake": "" } : {};
    if (keepsServedMarkup) {
      return (
        <div key="served" ref={wrapper} className="contents" {...wakeMark} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
      );
    }
    return (
      <div key="live" ref={wrapper} className="contents" {...wakeMark}>
        {Awake ? <Awake {...props} /> : <Live {...props} />}
      </div>
    );
  }
  return Island;
}
