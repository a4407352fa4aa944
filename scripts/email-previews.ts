// Renders every e-mail with sample French data into /tmp/email-previews (or the folder given as
// an argument): one .html per e-mail (its HTML part) and one .txt (its text part). With
// --screenshots, headless Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH) also
// takes each at 390 and 1280 px wide, light and dark (colorScheme: "dark"), as .png beside them.
//   npx tsx scripts/email-previews.ts [dir] [--screenshots]
// The e-mails come from app/ops/email-previews/previews.server.ts: the real builders, so what is previewed
// is what is sent. PUBLIC_URL defaults to https://imagine.tn here.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

process.env.PUBLIC_URL ??= "https://imagine.tn";
const { buildPreviews } = await import("~/ops/email-previews/previews.server");

const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** name-390-light.png, name-1280-dark.png…: the whole page, as a phone and a desktop show it. */
async function screenshots(dir: string, names: string[]) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  try {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
        // The e-mails fetch nothing; a request would mean a remote image or font slipped in.
        await context.route(/^https?:/, (route) => route.abort());
        const page = await context.newPage();
        for (const name of names) {
          await page.goto(`file://${path.join(dir, `${name}.html`)}`);
          await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const dir = path.resolve(args.find((a) => !a.startsWith("--")) ?? "/tmp/email-previews");
  await mkdir(dir, { recursive: true });
  const previews = await buildPreviews();
  for (const [name, mail] of Object.entries(previews)) {
    await writeFile(path.join(dir, `${name}.html`), mail.html ?? "");
    await writeFile(path.join(dir, `${name}.txt`), `Objet : ${mail.subject}\nÀ : ${mail.to}\n\n${mail.text}\n`);
  }
  console.log(`${Object.keys(previews).length} e-mails rendus dans ${dir}`);
  if (args.includes("--screenshots")) {
    await screenshots(dir, Object.keys(previews));
    console.log(`Captures : ${dir}/*-{390,1280}-{light,dark}.png`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
