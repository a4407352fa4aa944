import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32ShiftOperator, deflatePieces, gzipWithNonce } from "./page-cache-gzip";

describe("gzip with a nonce put in at send time", () => {
  it("gunzips to the pieces joined by the nonce, whatever the nonce", async () => {
    const html = `<html><script nonce="N">a</script>${"<p>texte répété</p>".repeat(5000)}<script nonce="N">b</script>N</html>`;
    const pieces = await deflatePieces(html.split("N").map((piece) => Buffer.from(piece)));
    for (let i = 0; i < 20; i++) {
      const nonce = randomBytes(16).toString("base64");
      expect(zlib.gunzipSync(gzipWithNonce(pieces, nonce)).toString()).toBe(html.split("N").join(nonce));
    }
  });

  it("handles empty pieces (nonce first, last, or twice in a row)", async () => {
    const pieces = await deflatePieces(["", "", "x", ""].map((s) => Buffer.from(s)));
    expect(zlib.gunzipSync(gzipWithNonce(pieces, "abc")).toString()).toBe("abcabcxabc");
  });

  it("is smaller than the plain HTML", async () => {
    const html = "<div class=\"card\">Location de matériel</div>".repeat(2000);
    const body = gzipWithNonce(await deflatePieces([Buffer.from(html)]), "n");
    expect(body.length).toBeLessThan(html.length / 10);
  });
});

describe("CRC-32 shift operator", () => {
  it("combines CRCs as zlib does", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 1],
      [5, 24],
      [1000, 180_000],
      [77, 3],
    ] as const) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      const shift = crc32ShiftOperator(b);
      let combined = 0;
      for (let i = 0; i < 32; i++) if ((zlib.crc32(left) >>> i) & 1) combined ^= shift[i]!;
      expect((combined ^ zlib.crc32(right)) >>> 0).toBe(zlib.crc32(Buffer.concat([left, right])));
    }
  });
});
