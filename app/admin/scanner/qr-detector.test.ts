import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { ZXING_WASM_SHA256 } from "barcode-detector/ponyfill";
import { describe, expect, it } from "vitest";

// The scanner serves zxing-wasm's .wasm file from our own build (qr-detector.ts imports it with
// `?url`), while barcode-detector carries the JavaScript that loads it: the two must be the same
// build, or the reader fails on the phones without a BarcodeDetector of their own. An update of one
// package without the other fails here rather than at the depot.

const require = createRequire(import.meta.url);

describe("the QR reader's WebAssembly file", () => {
  it("is the one barcode-detector's code was built for", async () => {
    const wasm = await readFile(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    expect(createHash("sha256").update(wasm).digest("hex")).toBe(ZXING_WASM_SHA256);
  });
});
