// The scanner's QR reader, in the browser: the browser's own BarcodeDetector where it reads QR codes
// (Chrome on Android, Safari on recent iPhones), otherwise the `barcode-detector` ponyfill, the
// same API over ZXing-C++ compiled to WebAssembly (zxing-wasm). Its .wasm file is served from our
// own build: by default the library would fetch it from a CDN, which the page's CSP forbids and
// which would be another site in the depot's way. Both load on first use, not with the page.

/** What the page needs of a detector: the text of each code seen in an image. */
export type QrDetector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };

type DetectorClass = {
  new (options?: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

let detector: Promise<QrDetector> | undefined;

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    // Some desktop browsers expose the class with no format behind it.
    return (await Native.getSupportedFormats()).includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

async function wasmDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  // Before the first detector: its constructor starts loading the module with the overrides set.
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? wasmUrl : prefix + file) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

/** One detector per page life; a failed load is tried again on the next call. */
export function qrDetector(): Promise<QrDetector> {
  detector ??= nativeDetector()
    .then((native) => native ?? wasmDetector())
    .catch((error: unknown) => {
      detector = undefined;
      throw error;
    });
  return detector;
}
