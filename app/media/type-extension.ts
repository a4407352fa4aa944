// A stored file's name ends with the extension of the type read from its bytes, never with the one
// its sender chose: `evil.html` holding a PDF is kept and downloaded as `evil.pdf`, so that no
// browser, mail client or desktop ever opens it by its name as something else.

/** The extensions each type may keep; the first is the one given when the name has another. */
const EXTENSIONS: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
};

/**
 * `name` with the extension of `type` (kept when it already has one of them, whatever its case),
 * at most `max` characters; a type without a known extension leaves the name as it is.
 */
export function nameForType(name: string, type: string, max = 150): string {
  const extensions = EXTENSIONS[type];
  if (!extensions) return name;
  const dot = name.lastIndexOf(".");
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  if (extensions.includes(current)) return name;
  const extension = `.${extensions[0]}`;
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[.\s]+$/, "") || "fichier";
  return base.slice(0, max - extension.length) + extension;
}
