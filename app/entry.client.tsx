import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeEarlyTaps } from "./hydration/early-taps";

// React Router's own entry, with one addition: the taps recorded before hydration are taken over
// right before `hydrateRoot` attaches React's listeners (hydration/early-taps.ts, ADR 008).
takeEarlyTaps();
// From here until root.tsx sets data-hydrated, React is hydrating (browser tests tap in between).
document.documentElement.dataset.hydrating = "";
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
