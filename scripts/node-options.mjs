// Node flags of the production server, shared by `npm start` (scripts/start.mjs) and the bench
// (bench/server.ts), so that the bench measures what runs. Figures: npx tsx bench/memory.ts
// (issue 15, item 8).
//
// --max-semi-space-size=4: V8's young generation may otherwise grow to 2 × 16 MB semi-spaces,
//   which the server fills with short-lived render garbage and keeps resident; capped, the server
//   boots 10 to 30 MB smaller and stays so under load, for no measurable CPU per request.
// --liftoff-only: PGlite is an 8.7 MB WebAssembly Postgres. V8 compiles it with its baseline
//   compiler (Liftoff), then recompiles hot functions with TurboFan on background threads whose
//   scratch memory stays in the process: 25 to 40 MB more resident memory on PGlite, for no
//   measurable gain on the site's queries nor on the PDFs' layout (yoga, also WebAssembly).
// No cap on the old space: a too-small limit crashes the process, and the container's memory
// limit is the place for one.
export const PRODUCTION_NODE_OPTIONS = ["--max-semi-space-size=4", "--liftoff-only"];
