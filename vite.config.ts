import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

/** The routes whose static imports make the shared chunk: the document and the site's frame. */
const FRAME = /[\\/]app[\\/](root|routes[\\/]site[\\/]layout)\.tsx(\?|$)/;
/** The home page, whose own sections make a chunk of their own beside it. */
const HOME = /[\\/]app[\\/]routes[\\/]site[\\/]home\.tsx(\?|$)/;

/** What may join it: app modules but the route modules (React Router loads each by its own file), and clsx. */
const SHAREABLE = /[\\/]app[\\/](?!routes[\\/]|root\.tsx)|[\\/]node_modules[\\/]clsx[\\/]/;

/**
 * Browser chunks: the app modules that every public page loads with the document and the site's
 * frame (the header, the island helper, the toasts…) go into one "site" chunk rather than some
 * twenty files of a few hundred bytes each (one round trip apiece on a phone network, and they
 * compress worse apart); the home page's own sections (its hero, its video, the contact section)
 * into a "home" chunk, so that the catalogue and the other pages do not load them (1,2 KB gzip,
 * which took the catalogue past its 120 KB, issue 21). A module reached only through `import()`
 * (an island, the contact form) or only by other pages stays out of both; the bundler splits the
 * rest as usual. Set in the bundler's own option hooks because React Router fixes
 * `preserveEntrySignatures` after the user config is merged (ADR 007, ADR 008).
 */
function publicChunks(): Plugin {
  let ssr = false;
  const loadedWithFrame = new Set<string>();
  const loadedWithHome = new Set<string>();
  return {
    name: "imagine:public-chunks",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    options(options) {
      return ssr ? null : { ...options, preserveEntrySignatures: "allow-extension" };
    },
    buildEnd() {
      if (ssr) return;
      const staticClosure = (entries: RegExp, into: Set<string>) => {
        const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && entries.test(id));
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      staticClosure(FRAME, loadedWithFrame);
      staticClosure(HOME, loadedWithHome);
    },
    outputOptions(output) {
      // The server build splits at its `import()`s, so that react-pdf and react-email load with the
      // first document or e-mail rather than at boot (about 25 MB of a fresh server's memory). Its
      // chunks sit beside index.js, where lib/inline-stylesheet.server.ts finds ../client.
      if (ssr) return { ...output, chunkFileNames: "[name]-[hash].js" };
      const site = { name: "site", test: (id: string) => SHAREABLE.test(id) && loadedWithFrame.has(id) };
      const home = { name: "home", test: (id: string) => SHAREABLE.test(id) && loadedWithHome.has(id) && !loadedWithFrame.has(id) };
      return { ...output, codeSplitting: { includeDependenciesRecursively: false, groups: [site, home] } };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), publicChunks()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    assetsInlineLimit: 0,
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
