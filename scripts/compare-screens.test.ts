import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { compareImages } from "./compare-screens";

function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      [png.data[i], png.data[i + 1], png.data[i + 2]] = paint(x, y);
      png.data[i + 3] = 255;
    }
  }
  return png;
}

describe("compareImages", () => {
  it("finds two equal images identical", () => {
    const result = compareImages(image(3, 2, () => [10, 20, 30]), image(3, 2, () => [10, 20, 30]));
    expect(result).toMatchObject({ differing: 0, diff: null, sizes: null });
  });

  it("counts each pixel that differs in any channel, and paints it red on the diff", () => {
    const result = compareImages(image(3, 2, () => [10, 20, 30]), image(3, 2, (x, y) => (x === 1 && y === 1 ? [10, 21, 30] : [10, 20, 30])));
    expect(result.differing).toBe(1);
    const i = (1 * 3 + 1) * 4;
    expect([...result.diff!.data.subarray(i, i + 4)]).toEqual([255, 0, 0, 255]);
  });

  it("counts the pixels outside the smaller of two sizes as differing", () => {
    const result = compareImages(image(2, 2, () => [0, 0, 0]), image(2, 3, () => [0, 0, 0]));
    expect(result).toMatchObject({ differing: 2, width: 2, height: 3, sizes: "2×2 → 2×3" });
  });
});
