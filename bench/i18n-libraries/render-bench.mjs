// One library's server module in a fresh process: `node render-bench.mjs <module> <locale>` times
// 2 000 renders (per-request set-up + renderToString) after 300 warm-up renders and prints JSON
// (then, if the module has renderReused, the same with one instance per language made at start-up);
// `node render-bench.mjs <module> concurrency` sends 300 interleaved requests (fr/en/ar, each
// awaiting a random 0–5 ms between its locale being set and its render) and counts pages rendered
// in another request's language.
import { pathToFileURL } from "node:url";
const [modulePath, mode] = process.argv.slice(2);
const mod = await import(pathToFileURL(modulePath).href);
const expected = { fr: "Ajouter au Panier", en: "Add to Cart", ar: "أضف إلى السلة" };

if (mode === "concurrency") {
  const out = {};
  for (const name of ["handle", "handleWithSingleton"]) {
    if (!mod[name]) continue;
    const locales = ["fr", "en", "ar"];
    const jobs = Array.from({ length: 300 }, (_, i) => {
      const locale = locales[i % 3];
      const url = `http://localhost${locale === "fr" ? "" : `/${locale}`}/boutique`;
      const wait = () => new Promise((r) => setTimeout(r, Math.random() * 5));
      return mod[name](url, wait).then((html) => (html.includes(expected[locale]) ? 0 : 1));
    });
    const wrong = (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
    out[name] = { requests: 300, wrongLanguage: wrong };
  }
  console.log(JSON.stringify(out));
} else {
  const locale = mode;
  const html = mod.render(locale);
  if (!modulePath.includes("baseline") && !html.includes(expected[locale])) throw new Error(`not rendered in ${locale}`);
  const time = (fn) => {
    for (let i = 0; i < 300; i++) fn(locale);
    const times = new Float64Array(2000);
    for (let i = 0; i < 2000; i++) {
      const t0 = performance.now();
      fn(locale);
      times[i] = performance.now() - t0;
    }
    times.sort();
    return { medianUs: times[1000] * 1000, p90Us: times[1800] * 1000 };
  };
  const result = time(mod.render);
  const mem = process.memoryUsage();
  Object.assign(result, { rssMB: mem.rss / 2 ** 20, heapUsedMB: mem.heapUsed / 2 ** 20, htmlBytes: Buffer.byteLength(html) });
  // One instance per language kept for the process's life (when the module offers it), measured after.
  if (mod.renderReused) result.reused = time(mod.renderReused);
  console.log(JSON.stringify(result));
}
