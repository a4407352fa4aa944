import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The back office is a leaf: the shop, the client space, the order's home, the e-mails, the
    // server and the tests reach what they share through app/orders, app/lib and the other
    // domain folders, never through app/admin (app/README.md, the map of app/).
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["app/admin/**", "app/routes/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/admin", "~/admin/**", "**/app/admin", "**/app/admin/**", "../admin", "../admin/**", "../../admin/**"],
              message: "Seuls app/admin et app/routes/admin importent le back-office : passez par app/orders, app/lib ou le domaine concerné.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server reaches the app's stateful modules (database, auth, metrics, content revision,
    // environment, logger) only through the build's `serverServices` (ADR 015): importing them
    // would bundle a second copy into the server. Types, and plain modules without state, may be
    // imported; its tests may import anything.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/test-server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/admin", "**/app/admin/**"],
              message: "Seuls app/admin et app/routes/admin importent le back-office : passez par app/orders, app/lib ou le domaine concerné.",
            },
            {
              group: ["**/app/**/*.server", "**/app/**/*.server.*", "**/app/entry.server*"],
              allowTypeImports: true,
              message: "Le serveur n'importe pas les modules serveur de l'application : passez par serverServices (app/server-services.server.ts, ADR 015).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**"],
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    rules: { "no-console": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
