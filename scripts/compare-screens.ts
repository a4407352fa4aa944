// Compares two folders of screens taken by scripts/capture-screens.ts, pixel by pixel.
//
//   npx tsx scripts/compare-screens.ts <dir A> <dir B> [diff dir]
//
// Prints, per PNG of either folder, "identical" or how many pixels differ (and any change of size),
// and writes for each screen that differs a diff image (default: <dir B>-diff/<name>.png): A faded
// to grey, the differing pixels in red; a pixel outside one of two different sizes counts as
// differing. Exit code 0 when every screen is identical, 1 otherwise, 2 on bad arguments.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PNG } from "pngjs";

type Comparison = { differing: number; width: number; height: number; diff: PNG | null; sizes: string | null };

export function compareImages(a: PNG, b: PNG): Comparison {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  let differing = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      let same = inA && inB;
      for (let c = 0; same && c < 4; c += 1) same = a.data[ia + c] === b.data[ib + c];
      if (same) {
        // Faded grey of A, so that the red pixels stand out where they are.
        const grey = Math.round(0.299 * a.data[ia]! + 0.587 * a.data[ia + 1]! + 0.114 * a.data[ia + 2]!);
        const faded = Math.round(255 - (255 - grey) * 0.25);
        diff.data[out] = faded;
        diff.data[out + 1] = faded;
        diff.data[out + 2] = faded;
      } else {
        differing += 1;
        diff.data[out] = 255;
        diff.data[out + 1] = 0;
        diff.data[out + 2] = 0;
      }
      diff.data[out + 3] = 255;
    }
  }
  const sizes = a.width === b.width && a.height === b.height ? null : `${a.width}×${a.height} → ${b.width}×${b.height}`;
  return { differing, width, height, diff: differing > 0 ? diff : null, sizes };
}

function main(): number {
  const [dirA, dirB, diffArg] = process.argv.slice(2);
  if (!dirA || !dirB || !existsSync(dirA) || !existsSync(dirB)) {
    console.error("Usage : npx tsx scripts/compare-screens.ts <dossier A> <dossier B> [dossier des différences]");
    return 2;
  }
  const diffDir = path.resolve(diffArg ?? `${path.resolve(dirB)}-diff`);
  const pngs = (dir: string) => readdirSync(dir).filter((file) => file.endsWith(".png"));
  const names = [...new Set([...pngs(dirA), ...pngs(dirB)])].sort();
  let failures = 0;
  for (const name of names) {
    const fileA = path.join(dirA, name);
    const fileB = path.join(dirB, name);
    if (!existsSync(fileA) || !existsSync(fileB)) {
      console.log(`${name}: missing in ${existsSync(fileA) ? dirB : dirA}`);
      failures += 1;
      continue;
    }
    const result = compareImages(PNG.sync.read(readFileSync(fileA)), PNG.sync.read(readFileSync(fileB)));
    if (!result.diff) {
      console.log(`${name}: identical`);
      continue;
    }
    failures += 1;
    mkdirSync(diffDir, { recursive: true });
    const diffFile = path.join(diffDir, name);
    writeFileSync(diffFile, PNG.sync.write(result.diff));
    console.log(`${name}: ${result.differing} pixels differ${result.sizes ? ` (size ${result.sizes})` : ""} → ${diffFile}`);
  }
  return failures === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = main();
