import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/", "bench/i18n-libraries/"] },
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
    // The back office holds screens only (STYLE §13): its loaders and actions read the form, call
    // one function of the domain's module (app/orders, app/contact, app/content, app/settings…)
    // and shape the page. Writing a table, queueing an e-mail or reaching the schema's tables
    // happens in the domain, where the shop, the client space and the back office share it.
    // Types of the schema may be imported; tests may set up their data as they need.
    files: ["app/admin/**/*.{ts,tsx}", "app/routes/admin/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "[callee.object.type='Identifier'][callee.object.name=/^(db|tx)$/]",
          "[callee.object.type='MemberExpression'][callee.object.property.name=/^(db|tx)$/]",
          "[callee.object.type='CallExpression'][callee.object.callee.name='getDb']",
        ].map((object) => ({
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(insert|update|delete)$/]${object}`,
          message: "The back office does not write to the database: write in the domain module (app/<domain>/) and call it from the screen.",
        })),
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/lib/mail-queue.server",
              importNames: ["enqueueMail"],
              message: "The back office does not queue e-mails: queue the mail in the domain module (app/<domain>/), in the transaction of its write, and call it from the screen.",
            },
            {
              name: "~/db/client.server",
              importNames: ["schema"],
              allowTypeImports: true,
              message: "The back office does not reach the schema's tables: read or write in the domain module (app/<domain>/) and call it from the screen (types may be imported).",
            },
          ],
          patterns: [
            {
              group: ["~/db/schema", "~/db/schema/*", "**/db/schema", "**/db/schema/*"],
              allowTypeImports: true,
              message: "The back office does not reach the schema's tables: read or write in the domain module (app/<domain>/) and call it from the screen (types may be imported).",
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
