// The @fontsource files made ready for react-pdf once, at start, so that each render only lays out
// text. Two costs they would otherwise add to every quote and invoice (a 50-line invoice measured):
//
// - fontkit reads WOFF but inflates a table again on every read, and pdfkit's subsetter reads the
//   glyf table once per glyph: some 200 ms. woffToSfnt unpacks the font to the plain file it wraps.
// - fontkit shapes Latin text with Inter's contextual alternates ("calt": arrows, colons raised
//   between figures), which triple the cost of each run, and without the tabular figures the
//   amount columns need. Asking for other features through react-pdf's fontFeatureSettings works,
//   but the style is then resolved again on every node at every page break: some 50 ms more.
//   documentFeatures makes the features the documents want the font's defaults instead; the
//   amounts use a second family whose default figures are tabular (Inter's tabular set also
//   widens the hyphen, which words must not get).

import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF", https://www.w3.org/TR/WOFF/
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (n: number) => (n + 3) & ~3;

/** A WOFF 1.0 font as the TrueType/OpenType file it wraps (a header, a directory, zlib tables). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      // A table that did not shrink is stored as is.
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });

  const size = SFNT_HEADER + numTables * SFNT_ENTRY + tables.reduce((sum, t) => sum + align4(t.data.length), 0);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  // WOFF keeps the directory sorted by tag, as the sfnt directory must be.
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}

/** Where a table starts in an sfnt file, or null when the font has none. */
function tableOffset(sfnt: Buffer, tag: string): number | null {
  const numTables = sfnt.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    if (sfnt.toString("latin1", entry, entry + 4) === tag) return sfnt.readUInt32BE(entry + 8);
  }
  return null;
}

/**
 * Renames substitution features in the font's GSUB feature list, in place: "calt" becomes an
 * unregistered tag no shaper applies and, for `tabular`, "tnum" takes the name "calt", which
 * fontkit applies by default to horizontal text. Scripts refer to features by index, so nothing
 * else changes.
 */
export function documentFeatures(sfnt: Buffer, { tabular = false } = {}): Buffer {
  const gsub = tableOffset(sfnt, "GSUB");
  if (gsub === null) return sfnt;
  const featureList = gsub + sfnt.readUInt16BE(gsub + 6);
  const count = sfnt.readUInt16BE(featureList);
  const renamed: Record<string, string> = tabular ? { calt: "xclt", tnum: "calt" } : { calt: "xclt" };
  for (let i = 0; i < count; i++) {
    const record = featureList + 2 + i * 6;
    const tag = renamed[sfnt.toString("latin1", record, record + 4)];
    if (tag) sfnt.write(tag, record, 4, "latin1");
  }
  return sfnt;
}
