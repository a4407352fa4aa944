// The taps a visitor makes between the first paint and the hydration (README of this folder).
//
// The page's bootstrap (defer-bootstrap.server.ts) records them from the moment it runs and hands
// them over through the one global it shares with the app, `window.__imagineEarlyTaps`. The entry
// (entry.client.tsx) takes them right where it calls `hydrateRoot`: from that call on React
// listens itself (a click on markup it has not hydrated yet makes it hydrate that part first), so
// every tap is seen by exactly one of the two. The root replays the taken ones once it has
// hydrated (root.tsx), each on its own element if that element is still in the page.

/** What the bootstrap puts on `window` (the only global shared with the app). */
export type EarlyTapsHandOver = {
  /** Stops recording and returns the elements tapped so far, in order. */
  take(): Element[];
};

declare global {
  interface Window {
    __imagineEarlyTaps?: EarlyTapsHandOver;
  }
}

let taken: Element[] = [];

/** Called by the entry just before `hydrateRoot`: React is the one who listens from here. */
export function takeEarlyTaps(): void {
  taken = window.__imagineEarlyTaps?.take() ?? [];
}

/**
 * Called once the root has hydrated. A tap whose element left the page meanwhile is dropped
 * (nothing to open, and no error). A tapped waking island gets the click on its served markup,
 * holds it and replays it once its module has rendered (island-wake.ts).
 */
export function replayEarlyTaps(): void {
  for (const element of taken.splice(0)) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
