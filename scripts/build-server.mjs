// Compiles the Express server, the admin CLI and the backup and restore commands to plain JavaScript, so that production (the
// container image) runs `node build-server/index.js` without transpiling TypeScript at start.
// Packages stay external: they load from node_modules, as the React Router build does.
//   node scripts/build-server.mjs [outdir]      (default build-server/; inside the project, so
//                                               that node_modules is found from the output)
import { build } from "esbuild";

const outdir = process.argv[2] ?? "build-server";

await build({
  entryPoints: { index: "server/index.ts", admin: "scripts/admin.ts", backup: "scripts/backup.ts", restore: "scripts/restore.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // Split at `import()`s: react-email and react-pdf load with the first e-mail or document, not at
  // boot (about 25 MB of a fresh server's memory); the chunks are shared by the four programs.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  logLevel: "warning",
});
