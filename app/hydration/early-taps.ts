// The taps a visitor makes between the first paint and the hydration (README of this folder).
//
// The page's bootstrap (defer-bootstrap.server.ts) records them from the moment it runs and hands
// them over through the one global it shares with the app, `window.__imagineEarlyTaps`:
// - the entry (entry.client.tsx) calls `hydrating()` right before `hydrateRoot`. From that call
//   React listens itself (a click on markup it has not hydrated yet makes it hydrate that part
//   first), so the recorder stops taking taps React can see; it keeps only those inside a served
//   waking island (`[data-island-wake]`), whose markup React never sees and whose own listener
//   arrives with its effect;
// - the root calls `hydrated()` from its effect, which runs after every island's effect of the
//   same commit: the recorder stops, and every recorded tap is replayed, in order, on its element
//   if that element is still in the page.
// So each tap is handled by exactly one of the recorder, React and a waking island.

/** What the bootstrap puts on `window` (the only global shared with the app). */
export type EarlyTapsHandOver = {
  /** Returns the taps recorded so far; from now on only taps inside served waking islands are. */
  hydrating(): Element[];
  /** Stops recording and returns the taps recorded since `hydrating()`. */
  hydrated(): Element[];
};

declare global {
  interface Window {
    __imagineEarlyTaps?: EarlyTapsHandOver;
  }
}

let taken: Element[] = [];

/** Called by the entry just before `hydrateRoot`: React is the one who listens from here. */
export function takeEarlyTaps(): void {
  taken = window.__imagineEarlyTaps?.hydrating() ?? [];
}

/**
 * Called once the root has hydrated. A tap whose element left the page meanwhile is dropped
 * (nothing to open, and no error). A tapped waking island gets the click on its served markup,
 * holds it and replays it once its module has rendered (island-wake.ts).
 */
export function replayEarlyTaps(): void {
  const taps = [...taken.splice(0), ...(window.__imagineEarlyTaps?.hydrated() ?? [])];
  for (const element of taps) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
