// Embeds Inter and Playfair Display in the PDFs so accents, « », ’ and the no-break spaces of
// "1 250,00 DT" render as on the site. The .woff files, not the .woff2: fontkit decodes both,
// but subsetting a WOFF2 font's transformed glyf table fails in pdfkit ("Offset is outside the
// bounds of the DataView") as soon as a composite glyph such as "é" is used. Each file is
// unpacked, given the documents' default features and its composite glyphs drawn as plain ones
// once (font-files.server.ts: why the text of a PDF needs it).
// Resolved through the packages, not a path from the repository, so the same code finds them
// under Vitest, tsx and the server build (build/server/index.js keeps node_modules external).

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { DISPLAY_FONT, DISPLAY_FONT_EXT, TABULAR_FONT, TEXT_FONT, TEXT_FONT_EXT } from "./document-theme";
import { documentFontFile } from "./font-files.server";

const require = createRequire(import.meta.url);

/** The @fontsource files the documents use, by family (document-theme.ts), and how each is made ready. */
export const DOCUMENT_FONT_FILES = [
  { family: TEXT_FONT, pkg: "inter", subset: "latin", weights: [400, 600, 700], tabular: false },
  { family: TEXT_FONT_EXT, pkg: "inter", subset: "latin-ext", weights: [400, 600, 700], tabular: false },
  { family: TABULAR_FONT, pkg: "inter", subset: "latin", weights: [400, 700], tabular: true },
  { family: DISPLAY_FONT, pkg: "playfair-display", subset: "latin", weights: [700], tabular: false },
  { family: DISPLAY_FONT_EXT, pkg: "playfair-display", subset: "latin-ext", weights: [700], tabular: false },
] as const;

type DocumentFontFile = (typeof DOCUMENT_FONT_FILES)[number];

/** The @fontsource WOFF file of a family's weight, as published. */
export function publishedFont({ pkg, subset }: DocumentFontFile, weight: number): Buffer {
  return readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`));
}

/** A family's weight made ready (font-files.server.ts), as the documents embed it. */
export function preparedFont(file: DocumentFontFile, weight: number): Buffer {
  return documentFontFile(publishedFont(file, weight), { family: file.family, tabular: file.tabular });
}

let registered = false;

/** Registers the families once per process: react-pdf's font store is global and keeps every call. */
export function registerDocumentFonts(): void {
  if (registered) return;
  registered = true;
  for (const file of DOCUMENT_FONT_FILES) {
    Font.register({
      family: file.family,
      // As a data URL: react-pdf loads it from memory rather than a file path.
      fonts: file.weights.map((fontWeight) => ({ src: `data:font/ttf;base64,${preparedFont(file, fontWeight).toString("base64")}`, fontWeight })),
    });
  }
  // react-pdf cuts words with an English pattern ("dépl-acement"); a French line breaks between
  // words only.
  Font.registerHyphenationCallback((word) => [word]);
}
