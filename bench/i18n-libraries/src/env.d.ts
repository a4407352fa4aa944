/** The page's locale of a client build (Vite `define`): one build per language. */
declare const __LOCALE__: "fr" | "en" | "ar";
