// The screens kept in docs/screens/ from a capture (scripts/capture-screens.ts): issue 38's five
// back-office pages at 390 and 1280 px (the planning's week on a phone too), the phone's menu and the
// shop's 'Complet' dialog. Whole pages (up to twelve phone screens, eight desktop ones), stored with a
// palette of colours, so that the folder stays near 1,5 Mo in the repository.
//
//   CAPTURE_ONLY=today,desk,order,depot,planning-month,planning-week,rental-complet npx tsx scripts/capture-screens.ts /tmp/screens
//   npx tsx scripts/screens-for-docs.ts /tmp/screens [docs/screens]
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const DOC_SCREENS = [
  "today-390",
  "today-1280",
  "desk-390",
  "desk-1280",
  "order-390",
  "order-1280",
  "depot-390",
  "depot-1280",
  "planning-month-390",
  "planning-month-1280",
  "planning-week-390",
  "menu-390",
  "rental-complet-390",
] as const;

/** Twelve phone screens (390 × 844), eight desktop ones (1280 × 800). */
const MAX_HEIGHT = { 390: 844 * 12, 1280: 800 * 8 } as const;

async function main(): Promise<number> {
  const [fromArg, toArg = "docs/screens"] = process.argv.slice(2);
  if (!fromArg) {
    console.error("Usage : npx tsx scripts/screens-for-docs.ts <dossier des captures> [docs/screens]");
    return 2;
  }
  mkdirSync(toArg, { recursive: true });
  let total = 0;
  for (const name of DOC_SCREENS) {
    const source = path.join(fromArg, `${name}.png`);
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const limit = width <= 390 ? MAX_HEIGHT[390] : MAX_HEIGHT[1280];
    const target = path.join(toArg, `${name}.png`);
    const info = await sharp(source)
      .extract({ left: 0, top: 0, width, height: Math.min(height, limit) })
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(target);
    total += info.size;
    console.log(`${target} ${width} × ${Math.min(height, limit)} (page : ${height} px) ${Math.round(info.size / 1024)} Ko`);
  }
  console.log(`${DOC_SCREENS.length} fichiers, ${Math.round(total / 1024)} Ko`);
  return 0;
}

process.exitCode = await main();
