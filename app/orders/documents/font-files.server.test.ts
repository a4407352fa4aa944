import { Font } from "@react-pdf/renderer";
import { describe, expect, test } from "vitest";
import { DOCUMENT_FONT_FILES, preparedFont, publishedFont } from "./document-fonts.server";
import { checksum, sfntFile, sfntTables, woffTables } from "./font-files.server";

// The font files the documents embed, as font-files.server.ts makes them ready: the same drawings
// as the published ones, sound files, and glyphs that keep their characters once a PDF has
// embedded them (the text of every document kind: readable-text.server.test.ts).

/** Each family's weight: the published file (unpacked from its WOFF, as is) and the file made ready. */
const FILES = DOCUMENT_FONT_FILES.flatMap((file) =>
  file.weights.map((weight) => ({
    name: `${file.family} ${weight}`,
    latin: file.subset === "latin",
    published: sfntFile(woffTables(publishedFont(file, weight))),
    prepared: preparedFont(file, weight),
  })),
);

/** A glyph's bytes in the glyf table, by its number, through the loca table's offsets. */
function glyphBytes(sfnt: Buffer): (id: number) => Buffer {
  const { tables } = sfntTables(sfnt);
  const [glyf, loca] = [tables.get("glyf")!, tables.get("loca")!];
  const offset = tables.get("head")!.readInt16BE(50) === 1 ? (id: number) => loca.readUInt32BE(id * 4) : (id: number) => loca.readUInt16BE(id * 2) * 2;
  return (id) => glyf.subarray(offset(id), offset(id + 1));
}

let loaded = 0;
/** The file as fontkit reads it for react-pdf: a family of its own, loaded once. */
async function fontkitFont(file: Buffer) {
  const family = `Font under test ${++loaded}`;
  Font.register({ family, src: `data:font/ttf;base64,${file.toString("base64")}` });
  const source = Font.getFont({ fontFamily: family });
  await source.load();
  return source.data!;
}

describe("the documents' font files", () => {
  test("draw every glyph as published, as simple glyphs, with checksums that hold and a PostScript name of their own", async () => {
    const names = new Set<string>();
    for (const { name, published, prepared } of FILES) {
      const [before, after] = [await fontkitFont(published), await fontkitFont(prepared)];
      expect(after.numGlyphs, name).toBe(before.numGlyphs);
      // A simple glyph is kept byte for byte; a composite one must draw the same path.
      const [wasBytes, isBytes] = [glyphBytes(published), glyphBytes(prepared)];
      const redrawn = Array.from({ length: after.numGlyphs }, (_, id) => id).filter((id) => {
        const [was, is] = [wasBytes(id), isBytes(id)];
        if (was.length > 0 && was.readInt16BE(0) >= 0) return !was.equals(is.subarray(0, was.length));
        return after.getGlyph(id).path.toSVG() !== before.getGlyph(id).path.toSVG() || after.getGlyph(id).advanceWidth !== before.getGlyph(id).advanceWidth;
      });
      expect({ name, redrawn }).toEqual({ name, redrawn: [] });

      const composites = Array.from({ length: after.numGlyphs }, (_, id) => isBytes(id)).filter((glyph) => glyph.length > 0 && glyph.readInt16BE(0) < 0);
      expect({ name, composites: composites.length }).toEqual({ name, composites: 0 });

      const { tables } = sfntTables(prepared);

      // Each table sums to the checksum of its entry, and the whole file to 0xB1B0AFBA.
      for (let i = 0; i < prepared.readUInt16BE(4); i++) {
        const entry = 12 + i * 16;
        const tag = prepared.toString("latin1", entry, entry + 4);
        const table = Buffer.from(tables.get(tag)!);
        if (tag === "head") table.writeUInt32BE(0, 8);
        expect({ name, tag, checksum: checksum(table) }).toEqual({ name, tag, checksum: prepared.readUInt32BE(entry + 4) });
      }
      expect(checksum(prepared), name).toBe(0xb1b0afba);
      names.add(after.postscriptName);
    }
    // pdfkit takes two files of one name for one font: each file is embedded under its own.
    expect(names.size).toBe(FILES.length);
  });

  test("a glyph a PDF embedded as part of an accented one still carries its character in the next PDF", async () => {
    for (const { name, prepared } of FILES.filter((file) => file.latin)) {
      const font = await fontkitFont(prepared);
      // What pdfkit does with a document's text: lay it out, then embed the subset of its glyphs.
      const subset = font.createSubset();
      for (const glyph of font.layout("Àâäçéèêëîïôöùûüÿ ÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ Ñ ½").glyphs as { id: number }[]) subset.includeGlyph(glyph.id);
      subset.encode();
      const next = "aceiouyACEIOUN 0123456789";
      expect({ name, text: String.fromCodePoint(...(font.layout(next).glyphs as { codePoints: number[] }[]).flatMap((glyph) => glyph.codePoints)) }).toEqual({ name, text: next });
    }
  });
});
