/** Lingui's configuration for the experiment: catalogues written by prepare.mjs. */
export default {
  locales: ["fr", "en", "ar"],
  sourceLocale: "fr",
  catalogs: [{ path: "<rootDir>/.generated/lingui/{locale}", include: [] }],
  format: "po",
  compileNamespace: "es",
};
