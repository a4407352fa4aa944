// The @fontsource files made ready for react-pdf once, at start, so that each render only lays out
// text, and so that the text of every PDF can be read back (copied, searched, read aloud, imported).
//
// Speed. Two costs they would otherwise add to every quote and invoice (a 50-line invoice measured):
// - fontkit reads WOFF but inflates a table again on every read, and pdfkit's subsetter reads the
//   glyf table once per glyph: some 200 ms. The font is unpacked to the plain file it wraps.
// - fontkit shapes Latin text with Inter's contextual alternates ("calt": arrows, colons raised
//   between figures), which triple the cost of each run, and without the tabular figures the
//   amount columns need. Asking for other features through react-pdf's fontFeatureSettings works,
//   but the style is then resolved again on every node at every page break: some 50 ms more.
//   renameFeatures makes the features the documents want the font's defaults instead; the
//   amounts use a second file whose default figures are tabular (Inter's tabular set also
//   widens the hyphen, which words must not get).
//
// Readable text. A PDF maps each glyph it draws back to its characters (the font's ToUnicode
// map); pdfkit writes that map from the characters fontkit gives each glyph. fontkit keeps one
// glyph object per glyph number and font, for the life of the process, with the characters of
// whoever asked first, and pdfkit's subsetter asks for the parts of a composite glyph by number
// alone: Inter draws its tabular "3" from its "3", and "é" from "e" and an accent. Once a PDF had
// embedded one, the part kept no character: every later document of the process printed that
// "3" or "e" with nothing behind it (pdftotext: « Dossierz3vjy8 » read « Dossierz vjy »). The
// amounts made it certain: pdfkit keeps one font per PostScript name, and took Inter Bold's
// tabular copy (same name, and the same checksum, which the feature edit left stale) for Inter
// Bold itself, so the amounts' tabular figures were embedded through the text's font object; a
// latin-ext file (same name, another checksum) got a new embedded copy at each run instead.
// So each file is rewritten: every composite glyph becomes the simple glyph of the outline it
// draws (the same points: the look does not change), so a PDF embeds only glyphs that its text
// laid out with their characters; each file gets a PostScript name of its own (InterTabular-Bold,
// InterLatinExt-Bold) and checksums computed again.

import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF", https://www.w3.org/TR/WOFF/
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;
/** head.checkSumAdjustment makes the whole file sum to this (OpenType, 'head' table). */
const CHECKSUM_MAGIC = 0xb1b0afba;

const align4 = (n: number) => (n + 3) & ~3;

/** An sfnt font as its tables, by tag ("glyf", "head"…). */
export type FontTables = { flavor: number; tables: Map<string, Buffer> };

/** A WOFF 1.0 font's tables (a header, a directory, zlib tables). */
export function woffTables(woff: Buffer): FontTables {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const numTables = woff.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table that did not shrink is stored as is.
    tables.set(woff.toString("latin1", entry, entry + 4), compLength < origLength ? inflateSync(stored) : Buffer.from(stored));
  }
  return { flavor: woff.readUInt32BE(4), tables };
}

/** An sfnt font's tables (TrueType/OpenType file). */
export function sfntTables(sfnt: Buffer): FontTables {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    const offset = sfnt.readUInt32BE(entry + 8);
    tables.set(sfnt.toString("latin1", entry, entry + 4), sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12)));
  }
  return { flavor: sfnt.readUInt32BE(0), tables };
}

/** A table's checksum: its bytes as big-endian 32-bit words, zero-padded, summed modulo 2³². */
export function checksum(data: Buffer): number {
  const padded = data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The TrueType/OpenType file of these tables, with every checksum computed from its bytes. */
export function sfntFile(font: FontTables): Buffer {
  const tables = new Map(font.tables);
  const tags = [...tables.keys()].sort(); // the directory is sorted by tag
  const numTables = tags.length;
  const head = tables.get("head");
  if (head) {
    const zeroed = Buffer.from(head);
    zeroed.writeUInt32BE(0, 8); // checkSumAdjustment counts as 0 while summing
    tables.set("head", zeroed);
  }
  const size = SFNT_HEADER + numTables * SFNT_ENTRY + tags.reduce((sum, tag) => sum + align4(tables.get(tag)!.length), 0);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(font.flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  let headOffset: number | null = null;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.write(tag, entry, 4, "latin1");
    sfnt.writeUInt32BE(checksum(data), entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(data.length, entry + 12);
    data.copy(sfnt, offset);
    if (tag === "head") headOffset = offset;
    offset += align4(data.length);
  });
  if (headOffset !== null) sfnt.writeUInt32BE((CHECKSUM_MAGIC - checksum(sfnt)) >>> 0, headOffset + 8);
  return sfnt;
}

/**
 * The GSUB table with substitution features renamed: "calt" becomes an unregistered tag no shaper
 * applies and, for `tabular`, "tnum" takes the name "calt", which fontkit applies by default to
 * horizontal text. Scripts refer to features by index, so nothing else changes.
 */
export function renameFeatures(gsub: Buffer, { tabular = false } = {}): Buffer {
  const renamed = Buffer.from(gsub);
  const featureList = renamed.readUInt16BE(6);
  const count = renamed.readUInt16BE(featureList);
  const names: Record<string, string> = tabular ? { calt: "xclt", tnum: "calt" } : { calt: "xclt" };
  for (let i = 0; i < count; i++) {
    const record = featureList + 2 + i * 6;
    const tag = names[renamed.toString("latin1", record, record + 4)];
    if (tag) renamed.write(tag, record, 4, "latin1");
  }
  return renamed;
}

type Point = { x: number; y: number; onCurve: boolean };
/** A glyph's outline: its contours, each a closed list of points. */
type Outline = Point[][];

// The 'glyf' table's flags (OpenType, 'glyf' table).
const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;
const ARGS_ARE_WORDS = 0x0001;
const ARGS_ARE_XY_VALUES = 0x0002;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const OVERLAP_COMPOUND = 0x0400;
const SCALED_COMPONENT_OFFSET = 0x0800;

const f2dot14 = (data: Buffer, at: number) => data.readInt16BE(at) / 16384;

function simpleOutline(glyph: Buffer): Outline {
  const contours = glyph.readInt16BE(0);
  const ends = Array.from({ length: contours }, (_, i) => glyph.readUInt16BE(10 + i * 2));
  const count = contours === 0 ? 0 : ends[contours - 1]! + 1;
  let at = 10 + contours * 2;
  at += 2 + glyph.readUInt16BE(at); // the instructions
  const flags: number[] = [];
  while (flags.length < count) {
    const flag = glyph.readUInt8(at++);
    flags.push(flag);
    if (flag & REPEAT) for (let n = glyph.readUInt8(at++); n > 0; n--) flags.push(flag);
  }
  const coordinates = (short: number, sameOrPositive: number) => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) {
        value += flag & sameOrPositive ? glyph.readUInt8(at) : -glyph.readUInt8(at);
        at += 1;
      } else if (!(flag & sameOrPositive)) {
        value += glyph.readInt16BE(at);
        at += 2;
      }
      return value;
    });
  };
  const xs = coordinates(X_SHORT, X_SAME_OR_POSITIVE);
  const ys = coordinates(Y_SHORT, Y_SAME_OR_POSITIVE);
  let start = 0;
  return ends.map((end) => {
    const contour = flags.slice(start, end + 1).map((flag, i) => ({ x: xs[start + i]!, y: ys[start + i]!, onCurve: (flag & ON_CURVE) !== 0 }));
    start = end + 1;
    return contour;
  });
}

/** A composite glyph's components, placed: the outline it draws. */
function compositeOutline(glyph: Buffer, outlineOf: (id: number) => Outline): { outline: Outline; overlap: boolean } {
  const outline: Outline = [];
  let overlap = false;
  let at = 10;
  let flags = MORE_COMPONENTS;
  while (flags & MORE_COMPONENTS) {
    flags = glyph.readUInt16BE(at);
    const id = glyph.readUInt16BE(at + 2);
    at += 4;
    if (!(flags & ARGS_ARE_XY_VALUES)) throw new Error(`Glyph component ${id} is placed by point numbers, which documents' fonts do not use`);
    const [dx, dy] = flags & ARGS_ARE_WORDS ? [glyph.readInt16BE(at), glyph.readInt16BE(at + 2)] : [glyph.readInt8(at), glyph.readInt8(at + 1)];
    at += flags & ARGS_ARE_WORDS ? 4 : 2;
    // x' = a·x + c·y + e, y' = b·x + d·y + f (OpenType, 'glyf' table, composite glyphs).
    let [a, b, c, d] = [1, 0, 0, 1];
    if (flags & WE_HAVE_A_SCALE) {
      a = d = f2dot14(glyph, at);
      at += 2;
    } else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) {
      [a, d] = [f2dot14(glyph, at), f2dot14(glyph, at + 2)];
      at += 4;
    } else if (flags & WE_HAVE_A_TWO_BY_TWO) {
      [a, b, c, d] = [f2dot14(glyph, at), f2dot14(glyph, at + 2), f2dot14(glyph, at + 4), f2dot14(glyph, at + 6)];
      at += 8;
    }
    const [e, f] = flags & SCALED_COMPONENT_OFFSET ? [a * dx + c * dy, b * dx + d * dy] : [dx, dy];
    overlap ||= (flags & OVERLAP_COMPOUND) !== 0;
    for (const contour of outlineOf(id)) {
      outline.push(contour.map(({ x, y, onCurve }) => ({ x: Math.round(a * x + c * y + e), y: Math.round(b * x + d * y + f), onCurve })));
    }
  }
  return { outline, overlap };
}

/**
 * A simple glyph's bytes: no instructions (the fonts carry no hinting), coordinates as deltas, the
 * composite's own bounding box (`box`, its header's 8 bytes): FreeType places a glyph by its box
 * and left side bearing, which the font made equal.
 */
function encodeSimple(outline: Outline, overlap: boolean, box: Buffer): Buffer {
  const points = outline.flat();
  if (points.length === 0) return Buffer.alloc(0);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const flags: number[] = [];
  const xBytes: number[] = [];
  const yBytes: number[] = [];
  const delta = (value: number, bytes: number[], short: number, sameOrPositive: number) => {
    if (value === 0) return sameOrPositive;
    if (Math.abs(value) <= 255) {
      bytes.push(Math.abs(value));
      return short | (value > 0 ? sameOrPositive : 0);
    }
    bytes.push((value >> 8) & 0xff, value & 0xff);
    return 0;
  };
  points.forEach((point, i) => {
    let flag = point.onCurve ? ON_CURVE : 0;
    if (i === 0 && overlap) flag |= OVERLAP_SIMPLE;
    flag |= delta(point.x - (i === 0 ? 0 : xs[i - 1]!), xBytes, X_SHORT, X_SAME_OR_POSITIVE);
    flag |= delta(point.y - (i === 0 ? 0 : ys[i - 1]!), yBytes, Y_SHORT, Y_SAME_OR_POSITIVE);
    flags.push(flag);
  });
  const packed: number[] = [];
  for (let i = 0; i < flags.length; ) {
    let run = 1;
    while (i + run < flags.length && flags[i + run] === flags[i] && run < 256) run++;
    if (run > 1) packed.push(flags[i]! | REPEAT, run - 1);
    else packed.push(flags[i]!);
    i += run;
  }
  const headerLength = 10 + outline.length * 2 + 2;
  const glyph = Buffer.alloc(headerLength + packed.length + xBytes.length + yBytes.length);
  glyph.writeInt16BE(outline.length, 0);
  box.copy(glyph, 2);
  let end = -1;
  outline.forEach((contour, i) => glyph.writeUInt16BE((end += contour.length), 10 + i * 2));
  // instructionLength stays 0
  glyph.set(packed, headerLength);
  glyph.set(xBytes, headerLength + packed.length);
  glyph.set(yBytes, headerLength + packed.length + xBytes.length);
  return glyph;
}

/**
 * The font with every composite glyph drawn as the simple glyph of its components' outlines, and
 * the tables that describe the glyphs (loca, long offsets; maxp's maxima) made to agree.
 * A CFF font (no glyf table) is returned as it is.
 */
export function decomposeGlyphs(font: FontTables): FontTables {
  const { tables } = font;
  const [glyf, loca, head, maxp] = [tables.get("glyf"), tables.get("loca"), tables.get("head"), tables.get("maxp")];
  if (!glyf || !loca || !head || !maxp) return font;
  const numGlyphs = maxp.readUInt16BE(4);
  const longOffsets = head.readInt16BE(50) === 1;
  const offset = (i: number) => (longOffsets ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
  const glyph = (id: number) => glyf.subarray(offset(id), offset(id + 1));

  const outlines = new Map<number, Outline>();
  const outlineOf = (id: number): Outline => {
    let outline = outlines.get(id);
    if (!outline) {
      const data = glyph(id);
      outline = data.length === 0 ? [] : data.readInt16BE(0) >= 0 ? simpleOutline(data) : compositeOutline(data, outlineOf).outline;
      outlines.set(id, outline);
    }
    return outline;
  };

  const glyphs: Buffer[] = [];
  let maxPoints = 0;
  let maxContours = 0;
  for (let id = 0; id < numGlyphs; id++) {
    const data = glyph(id);
    let simple = data;
    if (data.length > 0 && data.readInt16BE(0) < 0) {
      const { outline, overlap } = compositeOutline(data, outlineOf);
      simple = encodeSimple(outline, overlap, data.subarray(2, 10));
    }
    if (simple.length > 0) {
      const contours = simple.readInt16BE(0);
      maxContours = Math.max(maxContours, contours);
      if (contours > 0) maxPoints = Math.max(maxPoints, simple.readUInt16BE(10 + (contours - 1) * 2) + 1);
    }
    glyphs.push(simple);
  }

  const newLoca = Buffer.alloc((numGlyphs + 1) * 4);
  const newGlyf = Buffer.alloc(glyphs.reduce((sum, data) => sum + align4(data.length), 0));
  let position = 0;
  glyphs.forEach((data, id) => {
    newLoca.writeUInt32BE(position, id * 4);
    data.copy(newGlyf, position);
    position += align4(data.length);
  });
  newLoca.writeUInt32BE(position, numGlyphs * 4);

  const newHead = Buffer.from(head);
  newHead.writeInt16BE(1, 50); // indexToLocFormat: long offsets
  const newMaxp = Buffer.from(maxp);
  if (newMaxp.readUInt32BE(0) === 0x00010000) {
    newMaxp.writeUInt16BE(maxPoints, 6);
    newMaxp.writeUInt16BE(maxContours, 8);
    newMaxp.writeUInt16BE(0, 10); // maxCompositePoints
    newMaxp.writeUInt16BE(0, 12); // maxCompositeContours
    newMaxp.writeUInt16BE(0, 28); // maxComponentElements
    newMaxp.writeUInt16BE(0, 30); // maxComponentDepth
  }
  const result = new Map(tables);
  result.set("glyf", newGlyf);
  result.set("loca", newLoca);
  result.set("head", newHead);
  result.set("maxp", newMaxp);
  return { flavor: font.flavor, tables: result };
}

const POSTSCRIPT_NAME = 6;

/**
 * The name table with the PostScript name, the one a PDF gives the font and pdfkit tells fonts
 * apart by, made `family`'s: "Inter-SemiBold" in "Inter Tabular" becomes "InterTabular-SemiBold".
 * Unicode and Windows records are UTF-16BE, Macintosh ones single bytes.
 */
export function renamePostScript(name: Buffer, family: string): Buffer {
  if (name.readUInt16BE(0) !== 0) throw new Error("Only a name table of format 0 can be renamed");
  const count = name.readUInt16BE(2);
  const storage = name.readUInt16BE(4);
  const records = Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 12;
    const platform = name.readUInt16BE(at);
    const length = name.readUInt16BE(at + 8);
    const offset = storage + name.readUInt16BE(at + 10);
    return { at, platform, nameId: name.readUInt16BE(at + 6), bytes: name.subarray(offset, offset + length) };
  });
  const decode = (r: (typeof records)[number]) => (r.platform === 1 ? r.bytes.toString("latin1") : Buffer.from(r.bytes).swap16().toString("utf16le"));
  const encode = (platform: number, text: string) => (platform === 1 ? Buffer.from(text, "latin1") : Buffer.from(text, "utf16le").swap16());
  const header = Buffer.from(name.subarray(0, 6 + count * 12));
  const strings: Buffer[] = [];
  let offset = 0;
  for (const record of records) {
    let bytes = record.bytes;
    if (record.nameId === POSTSCRIPT_NAME) {
      const style = /-(.+)$/.exec(decode(record))?.[1] ?? "Regular";
      // A PostScript name is printable ASCII with none of the PDF's delimiters.
      bytes = encode(record.platform, `${family}-${style}`.replace(/[^\x21-\x7e]|[[\](){}<>/%]/g, ""));
    }
    header.writeUInt16BE(bytes.length, record.at + 8);
    header.writeUInt16BE(offset, record.at + 10);
    strings.push(bytes);
    offset += bytes.length;
  }
  header.writeUInt16BE(header.length, 4);
  return Buffer.concat([header, ...strings]);
}

/**
 * A @fontsource WOFF file as the TrueType file the documents embed under `family` (see the top of
 * this file), with tabular figures by default for `tabular`.
 */
export function documentFontFile(woff: Buffer, { family, tabular = false }: { family: string; tabular?: boolean }): Buffer {
  const font = decomposeGlyphs(woffTables(woff));
  const { tables } = font;
  const gsub = tables.get("GSUB");
  if (gsub) tables.set("GSUB", renameFeatures(gsub, { tabular }));
  const name = tables.get("name");
  if (name) tables.set("name", renamePostScript(name, family));
  return sfntFile(font);
}
