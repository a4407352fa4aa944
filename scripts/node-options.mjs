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
// --no-allocation-site-pretenuring: V8 allocates straight into the old space the objects of an
//   allocation site whose objects often survive a scavenge. A streamed CSV export keeps each batch
//   of rows alive while it is written, so after a few batches every row of every later batch went
//   to the old space, garbage only a full collection frees: the export of 50 000 orders grew the
//   process by 60 to 190 MB. Without pretenuring they die young: +11 to 20 MB (issue 21).
// No cap on the old space: a too-small limit crashes the process, and the container's memory
// limit is the place for one.
export const PRODUCTION_NODE_OPTIONS = ["--max-semi-space-size=4", "--liftoff-only", "--no-allocation-site-pretenuring"];
