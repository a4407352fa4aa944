import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeEarlyTaps } from "./hydration/early-taps";
import { localeOfPath } from "./i18n/locale";
import { loadMessages } from "./i18n/messages";

// React Router's own entry, with two additions: the page's language's catalogue is loaded first
// (only that one: i18n/messages.ts), and the taps recorded before hydration are taken over right
// before `hydrateRoot` attaches React's listeners (hydration/early-taps.ts, ADR 008).
void loadMessages(localeOfPath(window.location.pathname)).then(() => {
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
});
