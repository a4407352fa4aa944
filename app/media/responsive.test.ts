import { describe, expect, it } from "vitest";
import { responsiveSources, uploadedImageSize, variantWidths } from "./responsive";

describe("responsiveSources", () => {
  it("lists AVIF then WebP variants of an uploaded image, up to its own width", () => {
    expect(responsiveSources("/uploads/2026/11/0123456789abcdef_1200x800.jpg")).toEqual([
      {
        type: "image/avif",
        srcSet:
          "/uploads/2026/11/0123456789abcdef_1200x800-480.avif 480w, /uploads/2026/11/0123456789abcdef_1200x800-960.avif 960w, /uploads/2026/11/0123456789abcdef_1200x800-1200.avif 1200w",
      },
      {
        type: "image/webp",
        srcSet:
          "/uploads/2026/11/0123456789abcdef_1200x800-480.webp 480w, /uploads/2026/11/0123456789abcdef_1200x800-960.webp 960w, /uploads/2026/11/0123456789abcdef_1200x800-1200.webp 1200w",
      },
    ]);
  });

  it("gives nothing for repository artwork, pasted URLs and look-alikes", () => {
    expect(responsiveSources("/images/categories/audio.svg")).toEqual([]);
    expect(responsiveSources("https://example.com/uploads/2026/11/0123456789abcdef_10x10.jpg")).toEqual([]);
    expect(responsiveSources("/uploads/../0123456789abcdef_10x10.jpg")).toEqual([]);
  });

  it("caps the largest variant and reads the intrinsic size from the name", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1440, 1920]);
    expect(variantWidths(300)).toEqual([300]);
    expect(uploadedImageSize("/uploads/2026/11/0123456789abcdef_640x480.png")).toEqual({ width: 640, height: 480 });
    expect(uploadedImageSize("/images/a.svg")).toBeNull();
  });
});
