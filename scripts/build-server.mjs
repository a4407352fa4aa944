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
  sourcemap: true,
  logLevel: "warning",
});
