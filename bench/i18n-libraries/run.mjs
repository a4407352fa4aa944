// The experiment: `node bench/i18n-libraries/run.mjs` from the repository's root. Prepares the
// catalogues, builds each variant's client JavaScript per language with Vite (the repository's
// vite 8 / rolldown, react 19), measures gzip -9 and brotli sizes by part (React, the library's
// runtime, the messages, the page), builds the server modules and times renderToString in fresh
// processes, checks the per-request locale under concurrency and the typing with tsc, prints a
// table and writes .generated/results.json.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { build } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const gen = path.join(here, ".generated");
const locales = ["fr", "en", "ar"];
const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, encoding: "utf8", ...opts });

sh(process.execPath, [path.join(here, "prepare.mjs")], { stdio: ["ignore", "ignore", "inherit"] });

const version = (name) => JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;
const versions = Object.fromEntries(
  ["react", "react-dom", "vite", "@inlang/paraglide-js", "i18next", "react-i18next", "@lingui/core", "@lingui/react", "@lingui/cli"].map((n) => [n, version(n)]),
);

// Client builds. `paraglide` is Paraglide's default output (every locale of each used message in
// the one bundle); `paraglide-static` is compiled for per-locale builds (the expression
// `globalThis.__PARAGLIDE_STATIC_LOCALE__`, what its Vite plugin's experimentalPerLocaleBuild uses) and
// each build defines it as the page's locale.
const variants = ["baseline", "paraglide", "paraglide-static", "i18next", "lingui"];
const part = (id) => {
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return "react";
  if (/[\\/]\.generated[\\/](i18next|lingui)[\\/]|paraglide[\\/]out-[a-z]+[\\/]messages/.test(id)) return "messages";
  if (/node_modules[\\/]|paraglide[\\/]out-[a-z]+[\\/]/.test(id)) return "runtime";
  return null;
};
const sizes = (code) => {
  const buf = Buffer.from(code);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const aliasesFor = (variant, locale) => ({
  "$paraglide": path.join(gen, "paraglide", variant === "paraglide-static" ? "out-perlocale" : "out-all"),
  "$i18next-catalog": path.join(gen, "i18next", `${locale}.json`),
  "$lingui-catalog": path.join(gen, "lingui", `${locale}.ts`),
});
const client = {};
for (const variant of variants) {
  for (const locale of locales) {
    const lib = variant === "paraglide-static" ? "paraglide" : variant;
    const result = await build({
      configFile: false,
      root: here,
      logLevel: "error",
      mode: "production",
      define: { __LOCALE__: JSON.stringify(locale), "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(locale) },
      resolve: { alias: aliasesFor(variant, locale) },
      build: {
        write: false,
        minify: true,
        modulePreload: false,
        rolldownOptions: {
          input: path.join(here, "src", `entry.${lib}.tsx`),
          output: { codeSplitting: { groups: ["react", "runtime", "messages"].map((name) => ({ name, test: (id) => part(id) === name })) } },
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === "chunk");
    const parts = {};
    let all = "";
    for (const chunk of output) {
      const name = ["react", "runtime", "messages"].find((n) => chunk.name === n) ?? "page";
      parts[name] = sizes(chunk.code);
      all += chunk.code;
    }
    parts.total = { ...sizes(all), sumGzip: Object.values(parts).reduce((a, p) => a + p.gzip, 0), sumBrotli: Object.values(parts).reduce((a, p) => a + p.brotli, 0) };
    // Does the bundle carry another language's text?
    const marks = { fr: "Ajouter au Panier", en: "Add to Cart", ar: "أضف إلى السلة" };
    parts.languagesInBundle = locales.filter((l) => all.includes(marks[l]));
    (client[variant] ??= {})[locale] = parts;
  }
}

// Server modules (SSR build, dependencies external as in React Router's server build).
const server = {};
for (const lib of ["baseline", "paraglide", "i18next", "lingui"]) {
  const outDir = path.join(gen, "server", lib);
  await build({
    configFile: false,
    root: here,
    logLevel: "error",
    mode: "production",
    resolve: { alias: aliasesFor(lib, "fr") },
    build: { ssr: path.join(here, "src", `server.${lib}.tsx`), outDir, emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: "server.mjs" } } },
  });
  const file = path.join(outDir, "server.mjs");
  server[lib] = { render: {} };
  for (const locale of locales) server[lib].render[locale] = JSON.parse(sh(process.execPath, [path.join(here, "render-bench.mjs"), file, locale]));
  server[lib].concurrency = JSON.parse(sh(process.execPath, [path.join(here, "render-bench.mjs"), file, "concurrency"]));
}

// Fairness: the three libraries must render the same HTML in each language.
const sameHtml = JSON.parse(
  sh(process.execPath, [
    "--input-type=module",
    "-e",
    `const m = {}; for (const l of ["baseline", "paraglide", "i18next", "lingui"]) m[l] = await import(${JSON.stringify(path.join(gen, "server"))} + "/" + l + "/server.mjs");
     const out = {}; for (const loc of ["fr", "en", "ar"]) { const h = ["paraglide", "i18next", "lingui"].map((l) => m[l].render(loc)); out[loc] = h[0] === h[1] && h[0] === h[2]; }
     out.frSameAsBaseline = m.paraglide.render("fr") === m.baseline.render("fr");
     console.log(JSON.stringify(out));`,
  ]),
);

// Typing: a wrong key and a missing parameter must each be a TypeScript error.
const probes = {
  paraglide: `import { m } from "$paraglide/messages.js";\n// @ts-expect-error wrong key\nm.add_to_kart();\n// @ts-expect-error missing parameter\nm.greeting({});\n`,
  i18next: `import { useTranslation } from "react-i18next";\nexport function P() {\n  const { t } = useTranslation();\n  // @ts-expect-error wrong key\n  t("add_to_kart");\n  // @ts-expect-error missing parameter\n  t("greeting", {});\n  return null;\n}\n`,
  lingui: `import { setupI18n } from "@lingui/core";\nconst i18n = setupI18n();\n// @ts-expect-error wrong key\ni18n._("add_to_kart");\n// @ts-expect-error missing parameter\ni18n._("greeting", {});\n`,
};
const probeDir = path.join(gen, "typecheck");
const { mkdirSync } = await import("node:fs");
mkdirSync(probeDir, { recursive: true });
for (const [lib, text] of Object.entries(probes)) writeFileSync(path.join(probeDir, `${lib}.tsx`), text);
writeFileSync(
  path.join(probeDir, "tsconfig.json"),
  JSON.stringify({ extends: "../../tsconfig.json", include: ["./*.tsx", "../../src/**/*.ts", "../../src/**/*.tsx"], compilerOptions: { baseUrl: "../.." } }),
);
let tscOut = "";
try {
  tscOut = sh(path.join(root, "node_modules/.bin/tsc"), ["-p", path.join(probeDir, "tsconfig.json")]);
} catch (e) {
  tscOut = e.stdout ?? String(e);
}
const typing = {};
for (const [lib, text] of Object.entries(probes)) {
  const lines = text.split("\n");
  const lineOf = (what) => lines.findIndex((l) => l.includes(`@ts-expect-error ${what}`)) + 1;
  const unused = (line) => new RegExp(`${lib}\\.tsx\\(${line},\\d+\\): error TS2578`).test(tscOut);
  typing[lib] = { wrongKeyIsError: !unused(lineOf("wrong key")), missingParamIsError: !unused(lineOf("missing parameter")) };
}
// i18next again, its resources typed from a TypeScript module `as const` instead of the JSON file
// (a JSON import types every value as string: the {{name}} inside cannot be read by the types).
const constDir = path.join(gen, "typecheck-i18next-as-const");
mkdirSync(constDir, { recursive: true });
writeFileSync(path.join(constDir, "res.ts"), `export const fr = ${readFileSync(path.join(gen, "i18next", "fr.json"), "utf8")} as const;\n`);
writeFileSync(
  path.join(constDir, "probe.ts"),
  `import i18next from "i18next";\nimport type { fr } from "./res";\ndeclare module "i18next" {\n  interface CustomTypeOptions { defaultNS: "translation"; resources: { translation: typeof fr } }\n}\n// @ts-expect-error wrong key\ni18next.t("add_to_kart");\n// @ts-expect-error missing parameter\ni18next.t("greeting", {});\ni18next.t("greeting", { name: "Léa" });\ni18next.t("cart_items", { count: 3 });\n`,
);
writeFileSync(
  path.join(constDir, "tsconfig.json"),
  JSON.stringify({ include: ["*.ts"], compilerOptions: { strict: true, module: "ES2022", moduleResolution: "bundler", target: "ES2022", noEmit: true, skipLibCheck: true, types: [] } }),
);
let constOut = "";
try {
  constOut = sh(path.join(root, "node_modules/.bin/tsc"), ["-p", constDir]);
} catch (e) {
  constOut = e.stdout ?? String(e);
}
typing["i18next (resources as const .ts)"] = {
  wrongKeyIsError: !/probe\.ts\(7,\d+\): error TS2578/.test(constOut),
  missingParamIsError: !/probe\.ts\(9,\d+\): error TS2578/.test(constOut),
  otherErrors: constOut.split("\n").filter((l) => /error TS/.test(l) && !/TS2578/.test(l)),
};
const otherErrors = tscOut.split("\n").filter((l) => /error TS/.test(l) && !/TS2578/.test(l));

// What making the page's three Intl objects on every render costs (Paraglide's registry does,
// its generated number/datetime/plural functions call `new Intl.…` at each message call).
const intlCost = JSON.parse(
  sh(process.execPath, [
    "-e",
    `const d = new Date("2026-06-20T12:00:00Z"); const f = () => new Intl.PluralRules("ar").select(3) + new Intl.NumberFormat("ar", { style: "currency", currency: "EUR" }).format(1234.5) + new Intl.DateTimeFormat("ar", { dateStyle: "long" }).format(d);
     const p = new Intl.PluralRules("ar"), n = new Intl.NumberFormat("ar", { style: "currency", currency: "EUR" }), t = new Intl.DateTimeFormat("ar", { dateStyle: "long" }); const g = () => p.select(3) + n.format(1234.5) + t.format(d);
     const time = (fn) => { for (let i = 0; i < 300; i++) fn(); const a = []; for (let i = 0; i < 2000; i++) { const t0 = performance.now(); fn(); a.push(performance.now() - t0); } a.sort((x, y) => x - y); return a[1000] * 1000; };
     console.log(JSON.stringify({ newEachTimeUs: time(f), madeOnceUs: time(g) }));`,
  ]),
);

const results = { date: new Date().toISOString(), node: process.version, versions, client, server, sameHtml, intlCost, typing, otherTscErrors: otherErrors };
writeFileSync(path.join(gen, "results.json"), JSON.stringify(results, null, 2));

// The table.
const kb = (n) => (n / 1024).toFixed(1);
console.info("Client JavaScript per page, KB (gzip -9 / brotli 11); parts built as separate chunks");
console.info("variant           lang  react          runtime        messages       page           total (one file)  languages in bundle");
for (const variant of variants) {
  for (const locale of locales) {
    const p = client[variant][locale];
    const f = (x) => (x ? `${kb(x.gzip).padStart(5)} / ${kb(x.brotli).padStart(5)}` : "    - /     -").padEnd(15);
    console.info(`${variant.padEnd(17)} ${locale.padEnd(5)} ${f(p.react)}${f(p.runtime)}${f(p.messages)}${f(p.page)}${f(p.total).padEnd(18)}${p.languagesInBundle.join(",")}`);
  }
}
console.info("\nServer: per-request set-up + renderToString, median µs of 2000 (p90), RSS MB after");
for (const [lib, s] of Object.entries(server)) {
  const r = locales.map((l) => `${l} ${s.render[l].medianUs.toFixed(0)} (${s.render[l].p90Us.toFixed(0)}) ${s.render[l].rssMB.toFixed(0)} MB`).join(" | ");
  console.info(`${lib.padEnd(10)} ${r} | concurrency: ${JSON.stringify(s.concurrency)}`);
  if (s.render.fr.reused) console.info(`${"".padEnd(10)} one instance per language kept: ${locales.map((l) => `${l} ${s.render[l].reused.medianUs.toFixed(0)} (${s.render[l].reused.p90Us.toFixed(0)})`).join(" | ")}`);
}
console.info(`Same HTML from the three libraries: ${JSON.stringify(sameHtml)}`);
console.info(`Intl: PluralRules + NumberFormat + DateTimeFormat (ar) made and used each time ${intlCost.newEachTimeUs.toFixed(1)} µs, made once ${intlCost.madeOnceUs.toFixed(1)} µs`);
console.info("\nTyping (tsc):", JSON.stringify(typing), otherErrors.length ? `\nother tsc errors:\n${otherErrors.join("\n")}` : "");
console.info("\nVersions:", JSON.stringify(versions));
