// Writes each library's catalogues from messages.mjs into .generated/ and compiles them:
// Paraglide JS (inlang message format → compiled message functions, once with every locale and
// once specialised per locale at build time), i18next (one JSON per locale) and Lingui
// (one .po per locale → `lingui compile`).
import { mkdirSync, writeFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { compile } from "@inlang/paraglide-js";
import { locales, baseLocale, plain, greeting, cartItems, price, eventDate } from "./messages.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const gen = path.join(here, ".generated");
rmSync(gen, { recursive: true, force: true });
const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const categories = (loc) => Object.keys(cartItems[loc]);

// --- Paraglide JS: inlang project + message-format plugin loaded from node_modules (no CDN) ---
const pg = path.join(gen, "paraglide");
write(
  path.join(pg, "project.inlang/settings.json"),
  JSON.stringify(
    {
      $schema: "https://inlang.com/schema/project-settings",
      baseLocale,
      locales,
      modules: ["../../../../node_modules/@inlang/plugin-message-format/dist/index.js"],
      "plugin.inlang.messageFormat": { pathPattern: "./messages/{locale}.json" },
    },
    null,
    2,
  ),
);
for (const loc of locales) {
  const json = { $schema: "https://inlang.com/schema/inlang-message-format" };
  for (const [key, t] of Object.entries(plain)) json[key] = t[loc];
  json.greeting = greeting[loc];
  json.cart_items = [
    {
      declarations: ["input count", "local countPlural = count: plural"],
      selectors: ["countPlural"],
      match: Object.fromEntries(categories(loc).map((c) => [`countPlural=${c}`, cartItems[loc][c].replace("#", "{count}")])),
    },
  ];
  json.cart_total = [
    { declarations: ["input price", "local priceText = price: number style=currency currency=EUR"], selectors: [], match: { "": price[loc].replace("{price}", "{priceText}") } },
  ];
  json.event_date = [
    { declarations: ["input date", "local dateText = date: datetime dateStyle=long"], selectors: [], match: { "": eventDate[loc].replace("{date}", "{dateText}") } },
  ];
  write(path.join(pg, "messages", `${loc}.json`), JSON.stringify(json, null, 2));
}
const paraglideCommon = {
  project: path.join(pg, "project.inlang"),
  // Server: the locale of the request, kept in AsyncLocalStorage by paraglideMiddleware.
  // Client: the URL (/ = fr, /en/…, /ar/…).
  strategy: ["url", "baseLocale"],
  isServer: "import.meta.env.SSR",
  emitTsDeclarations: false,
  emitReadme: false,
};
await compile({ ...paraglideCommon, outdir: path.join(pg, "out-all") });
// Per-locale client builds: the expression Paraglide's Vite plugin uses for its experimentalPerLocaleBuild
// (Vite 8), replaced in each client build by a `define` of the page's locale (see run.mjs).
await compile({ ...paraglideCommon, outdir: path.join(pg, "out-perlocale"), experimentalStaticLocale: "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__" });

// --- i18next: one JSON resource per locale (plural suffixes from Intl.PluralRules categories) ---
const brace = (s) => s.replace(/\{(\w+)\}/g, "{{$1}}");
for (const loc of locales) {
  const json = {};
  for (const [key, t] of Object.entries(plain)) json[key] = t[loc];
  json.greeting = brace(greeting[loc]);
  for (const c of categories(loc)) json[`cart_items_${c}`] = cartItems[loc][c].replace("#", "{{count}}");
  json.cart_total = price[loc].replace("{price}", "{{price, currency(EUR)}}");
  json.event_date = eventDate[loc].replace("{date}", "{{date, datetime(dateStyle: long)}}");
  write(path.join(gen, "i18next", `${loc}.json`), JSON.stringify(json, null, 2));
}

// --- Lingui: .po catalogues with explicit ids (ICU MessageFormat), compiled by the CLI ---
const po = (s) => JSON.stringify(s);
for (const loc of locales) {
  const entries = [];
  for (const [key, t] of Object.entries(plain)) entries.push([key, t[loc]]);
  entries.push(["greeting", greeting[loc]]);
  entries.push([
    "cart_items",
    `{count, plural, ${categories(loc).map((c) => `${c} {${cartItems[loc][c].replace("#", "{count}")}}`).join(" ")}}`,
  ]);
  entries.push(["cart_total", price[loc].replace("{price}", "{price, number, eur}")]);
  entries.push(["event_date", eventDate[loc].replace("{date}", "{date, date, long}")]);
  const text = [`msgid ""`, `msgstr ""`, `"Language: ${loc}\\n"`, `"Content-Type: text/plain; charset=utf-8\\n"`, ""]
    .concat(entries.flatMap(([id, s]) => [`#. js-lingui-explicit-id`, `msgid ${po(id)}`, `msgstr ${po(s)}`, ""]))
    .join("\n");
  write(path.join(gen, "lingui", `${loc}.po`), text);
}
execFileSync(path.join(here, "../../node_modules/.bin/lingui"), ["compile", "--namespace", "es", "--typescript", "--workers", "1", "--config", path.join(here, "lingui.config.mjs")], {
  stdio: "inherit",
  cwd: here,
});
console.info("catalogues written to", gen);
