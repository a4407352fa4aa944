/**
 * The suggestion line's classes. It is drawn only in the browser, after hydration, so the server
 * adds these to the rules it writes into every public page (entry.server.tsx):
 * the line never waits for the whole stylesheet.
 */
export const SUGGESTION_CLASSES = {
  aside: "fixed inset-x-3 top-[4.5rem] z-30 mx-auto flex max-w-xl lg:top-[5.5rem] flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-background/95 px-4 py-3 text-sm shadow-xl backdrop-blur sm:inset-x-6",
  line: "flex-1",
  go: "font-semibold text-primary underline underline-offset-4",
  close: "rounded-md px-2 py-1 text-muted-foreground hover:bg-accent hover:text-foreground",
} as const;
