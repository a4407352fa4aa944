import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Metadata } from "sharp";
import { loadSharp } from "~/lib/sharp.server";
import { getDb } from "~/db/client.server";
import { media_assets, type MediaVariant } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { VARIANT_FORMATS, variantUrl, variantWidths } from "./responsive";
import { nameForType } from "./type-extension";
import { detectImageType, MAX_UPLOAD_BYTES, UploadError } from "./validate.server";

export type MediaAsset = typeof media_assets.$inferSelect;

// Largest image we agree to decode (about 50 megapixels): a small file cannot expand into a
// gigantic bitmap in memory.
const MAX_INPUT_PIXELS = 50_000_000;
// SVG is rasterised rather than stored: no sanitiser is as safe as not serving the markup at all,
// and librsvg neither runs scripts nor fetches external references. Rendered this wide.
const SVG_RASTER_WIDTH = 1600;

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" } as const;

export function uploadsDir(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

/**
 * Checks an uploaded file by its content, stores the original under DATA_DIR/uploads with a
 * content-addressed name, makes the AVIF/WebP variants and records the asset. The same file
 * uploaded twice gives the same asset.
 *
 * `variants: "later"` (the depot's return photos, issue 38): the asset is recorded with the original
 * only and the request answers; the variants (some seconds of a core for a phone's 12-megapixel
 * photo) are made afterwards and recorded. Such photos are shown as they are (an <img> of the
 * original); if the process stops first, the asset keeps the original alone.
 */
export async function storeUpload(file: File, altText: string, options: { variants?: "now" | "later" } = {}): Promise<MediaAsset> {
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError("L'image dépasse 10 Mo.");
  if (file.size === 0) throw new UploadError("Le fichier est vide.");
  let buffer: Buffer = Buffer.from(await file.arrayBuffer());
  let type = detectImageType(buffer);
  if (!type) throw new UploadError("Format non pris en charge : JPEG, PNG, WebP, AVIF ou SVG.");

  if (type === "svg") {
    buffer = await rasteriseSvg(buffer);
    type = "png";
  }

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UploadError("Ce fichier n'est pas une image lisible.");
  }
  // The decoder must agree with the magic bytes (sharp names AVIF "heif").
  const decoded = metadata.format === "heif" ? "avif" : metadata.format;
  if (decoded !== type || !metadata.width || !metadata.height) {
    throw new UploadError("Ce fichier n'est pas une image lisible.");
  }
  // Orientation from EXIF is applied to the variants, so the stored size is the displayed one.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;

  const hash = createHash("sha256").update(buffer).digest("hex").slice(0, 16);
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const base = `/uploads/${folder}/${hash}_${width}x${height}`;
  const url = `${base}.${EXTENSIONS[type]}`;

  const existing = await getDb().query.media_assets.findFirst({ where: (m, { like }) => like(m.url, `%/${hash}_%`) });
  if (existing) return existing;

  const directory = path.join(uploadsDir(), folder);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(uploadsDir(), url.slice("/uploads/".length)), buffer);

  const later = options.variants === "later";
  const variants = later ? [] : await makeVariants(buffer, base, width, AVIF_EFFORT.now);

  const [asset] = await getDb()
    .insert(media_assets)
    .values({
      // The name the library shows, with the extension of what was stored (`evil.html` → `evil.png`).
      filename: safeFilename(nameForType(file.name, `image/${type}`)),
      url,
      mime_type: `image/${type}`,
      size_bytes: buffer.length,
      width,
      height,
      alt_text: altText.trim(),
      variants,
    })
    .onConflictDoNothing()
    .returning();
  if (asset) {
    logger.info("Image ajoutée à la médiathèque", { url, variants: variants.length });
    if (later) {
      void makeVariants(buffer, base, width, AVIF_EFFORT.later)
        .then((made) => getDb().update(media_assets).set({ variants: made }).where(eq(media_assets.id, asset.id)))
        .catch((error: unknown) => logger.error("Variantes d'une image impossibles à faire : l'original reste", { url, error }));
    }
    return asset;
  }
  // Two uploads of the same file at once: the other one recorded it.
  const again = await getDb().query.media_assets.findFirst({ where: (m) => eq(m.url, url) });
  if (!again) throw new UploadError("L'image n'a pas pu être enregistrée.");
  return again;
}

/**
 * AVIF's encoding effort (0–9), three quarters of the variants' cost. The media library's images go
 * to every visitor: effort 2. The depot's return photos are made beside the requests, for staff:
 * effort 1 took 28 % of effort 2's processor time on the bench's 12-megapixel photo (383 against
 * 1 360 ms for its four widths) and 61 % on the 24 social images, for files 3–4 % larger.
 */
const AVIF_EFFORT = { now: 2, later: 1 } as const;

/** The AVIF and WebP variants of an original, one after the other, written beside it. */
async function makeVariants(buffer: Buffer, base: string, width: number, avifEffort: number): Promise<MediaVariant[]> {
  const sharp = await loadSharp();
  const variants: MediaVariant[] = [];
  for (const w of variantWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      const target = variantUrl(base, w, format);
      const pipeline = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true });
      const output = format === "avif" ? pipeline.avif({ quality: 55, effort: avifEffort }) : pipeline.webp({ quality: 78 });
      const info = await output.toFile(path.join(uploadsDir(), target.slice("/uploads/".length)));
      variants.push({ format, width: info.width, height: info.height, path: target });
    }
  }
  return variants;
}

async function rasteriseSvg(svg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const image = sharp(svg, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width } = await image.metadata();
    const density = width && width < SVG_RASTER_WIDTH ? Math.min(72 * (SVG_RASTER_WIDTH / width), 2400) : 72;
    return await sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS }).png().toBuffer();
  } catch {
    throw new UploadError("Ce fichier SVG n'est pas lisible.");
  }
}

function safeFilename(name: string): string {
  return name.replace(/[^\w.\- ]+/g, "_").slice(0, 120) || "image";
}

export async function listMedia(): Promise<MediaAsset[]> {
  return getDb().query.media_assets.findMany({ orderBy: (m, { desc }) => [desc(m.created_at)], limit: 200 });
}

/** The alt text recorded for an uploaded image, if any. */
export async function updateMediaAlt(url: string, altText: string): Promise<void> {
  await getDb().update(media_assets).set({ alt_text: altText.trim() }).where(eq(media_assets.url, url));
}
