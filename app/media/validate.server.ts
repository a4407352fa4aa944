// What an upload really is, read from its first bytes: the file name and the browser's
// Content-Type are chosen by the sender and prove nothing.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A refused upload, with the French message shown under the image field. */
export class UploadError extends Error {}

export type ImageType = "jpeg" | "png" | "webp" | "avif" | "svg";

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  // Optional BOM, XML declaration, comments and doctype, then the <svg> root element.
  const prolog = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;
  return prolog.test(head);
}
