import { promisify } from "node:util";
import zlib from "node:zlib";

// A cached page compressed once, sent with a fresh CSP nonce every time (server/page-cache.ts).
//
// Why: the home page is ~180 KB of HTML (the stylesheet is inline); gzip takes ~10 ms of CPU per
// response on the production machine, which capped the home page at ~150 requests/s. But each
// response must carry its own nonce, so the compressed bytes cannot be stored whole.
//
// How: the HTML is cut at every occurrence of the nonce it was rendered with. Each piece is
// compressed once as raw DEFLATE ending with a full flush (byte-aligned, not final, no reference
// to earlier data), and a response is: gzip header, piece 0, the fresh nonce as a stored
// (uncompressed) block, piece 1, … , an empty final block, then CRC-32 and length. The CRC of the
// whole is combined from the pieces' CRCs with precomputed "shift by n bytes" operators, so a
// response costs a few buffer copies and no compression.

const deflateRaw = promisify(zlib.deflateRaw);

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final fixed-Huffman block holding only its end code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export type GzipPiece = { deflated: Buffer; crc: number; length: number; shift: Uint32Array };

/** Compresses the pieces (the HTML between the nonces) once. */
export async function deflatePieces(pieces: Buffer[]): Promise<GzipPiece[]> {
  return Promise.all(
    pieces.map(async (piece) => ({
      deflated: await deflateRaw(piece, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
      crc: zlib.crc32(piece),
      length: piece.length,
      shift: crc32ShiftOperator(piece.length),
    })),
  );
}

const nonceShifts = new Map<number, Uint32Array>();

/** The gzip body of `pieces` joined by `nonce` (ASCII, under 64 KB). */
export function gzipWithNonce(pieces: GzipPiece[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "latin1");
  const length = nonceBytes.length;
  const storedHeader = Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
  let nonceShift = nonceShifts.get(length);
  if (!nonceShift) nonceShifts.set(length, (nonceShift = crc32ShiftOperator(length)));
  const nonceCrc = zlib.crc32(nonceBytes);

  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(storedHeader, nonceBytes);
      crc = (applyOperator(nonceShift, crc) ^ nonceCrc) >>> 0;
      size += length;
    }
    parts.push(piece.deflated);
    crc = (applyOperator(piece.shift, crc) ^ piece.crc) >>> 0;
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

// ---- CRC-32 combination (zlib's crc32_combine, as a reusable operator) ----------------------
// crc(A ‖ B) = shift_len(B)(crc(A)) ^ crc(B), where shift_n is linear over GF(2): a 32×32 bit
// matrix, stored as 32 columns.

function applyOperator(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function compose(after: Uint32Array, before: Uint32Array): Uint32Array {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n++) out[n] = applyOperator(after, before[n]!);
  return out;
}

/** The operator that advances a CRC-32 over `length` more bytes (whose own CRC is then xored in). */
export function crc32ShiftOperator(length: number): Uint32Array {
  // One zero bit: the reflected polynomial.
  let operator: Uint32Array = new Uint32Array(32);
  operator[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) operator[n] = (1 << (n - 1)) >>> 0;
  for (let bits = 1; bits < 8; bits *= 2) operator = compose(operator, operator); // → one byte
  let result: Uint32Array = new Uint32Array(32).map((_, n) => (1 << n) >>> 0); // identity
  for (let remaining = length; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) result = compose(operator, result);
    if (remaining > 1) operator = compose(operator, operator);
  }
  return result;
}
