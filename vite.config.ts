import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

const CHUNK_GROUPS = [
  {
    name: "site",
    // Not the route modules (React Router loads each by its own file); clsx too: a 200-byte
    // module is not worth a request of its own.
    test: /[\\/]app[\\/](?!routes[\\/]|root\.tsx)|[\\/]node_modules[\\/]clsx[\\/]/,
  },
];

/** The routes whose modules make the shared chunks: the document, the site's frame and the home page. */
const GROUPED_ENTRY = /[\\/]app[\\/](root|routes[\\/]site[\\/](layout|home))\.tsx(\?|$)/;

/**
 * Browser chunks: the small modules every public page shares go into one "site" chunk and the
 * contact form's into one "contact" chunk, rather than some twenty files of a few hundred bytes
 * each (one round trip apiece on a phone network, and they compress worse apart: 24 KB gzip as
 * separate files, 18 KB together, for the home page). Set in the bundler's own option hooks
 * because React Router fixes `preserveEntrySignatures` after the user config is merged.
 */
function publicChunks(): Plugin {
  let ssr = false;
  // Modules the home page loads with its routes (static imports from the root, the site layout
  // and the home route). Only those join a group: a module reached only through `import()` (an
  // island, the contact form) or only by other pages would otherwise be pulled into the group and
  // loaded with the home page; other pages' own modules are split by the bundler as usual.
  const loadedWithRoutes = new Set<string>();
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
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && GROUPED_ENTRY.test(id));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (loadedWithRoutes.has(id)) continue;
        loadedWithRoutes.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(output) {
      if (ssr) return null;
      const groups = CHUNK_GROUPS.map(({ name, test }) => ({ name, test: (id: string) => test.test(id) && loadedWithRoutes.has(id) }));
      return { ...output, codeSplitting: { includeDependenciesRecursively: false, groups } };
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
