import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

const CHUNK_GROUPS = [
  // Not the schema: the form imports it on first focus.
  { name: "contact", test: /[\\/]app[\\/]contact[\\/](?!contact-schema)/ },
  {
    name: "site",
    // clsx too: a 200-byte module is not worth a request of its own.
    test: /[\\/]app[\\/](components[\\/](?!home[\\/]|ui[\\/](?!badge|button-variants|form-styles|field|modal)|blocks[\\/](?!service-card|section-heading))|lib[\\/](class-names|icons|notify|site-map|seo|nonce)\.tsx?$|content[\\/](defaults|video)\.ts$|media[\\/]responsive\.ts$)|[\\/]node_modules[\\/]clsx[\\/]/,
  },
];

/**
 * Browser chunks: the small modules every public page shares go into one "site" chunk and the
 * contact form's into one "contact" chunk, rather than some twenty files of a few hundred bytes
 * each (one round trip apiece on a phone network, and they compress worse apart: 24 KB gzip as
 * separate files, 18 KB together, for the home page). Set in the bundler's own option hooks
 * because React Router fixes `preserveEntrySignatures` after the user config is merged.
 */
function publicChunks(): Plugin {
  let ssr = false;
  return {
    name: "imagine:public-chunks",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    options(options) {
      return ssr ? null : { ...options, preserveEntrySignatures: "allow-extension" };
    },
    outputOptions(output) {
      if (ssr) return null;
      return { ...output, strictExecutionOrder: true, codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } };
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
