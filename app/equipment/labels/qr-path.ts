// A QR code as one vector path for the label sheet: the dark modules drawn as rectangles, a run of
// neighbours on a row as one. Sharp at any printer's resolution, a few hundred bytes a code, and
// nothing for react-pdf to decode (a PNG is decoded again on every render: 140 labels of one
// product, or the whole catalogue, would each pay it).

/** What `qrcode.create(text).modules` gives: a square of modules, dark when truthy. */
export type QrModules = { size: number; get(row: number, column: number): number | boolean };

/** The quiet zone around the code, in modules: the standard asks for 4; 2 reads on a white label. */
export const QR_MARGIN = 2;

/** The path of the dark modules, in module units, offset by the quiet zone; the view box is `qrSide`. */
export function qrPath(modules: QrModules, margin: number = QR_MARGIN): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      parts.push(`M${start + margin} ${row + margin}h${column - start}v1h-${column - start}z`);
    }
  }
  return parts.join("");
}

/** The side of the code with its quiet zone, in modules. */
export const qrSide = (modules: Pick<QrModules, "size">, margin: number = QR_MARGIN) => modules.size + 2 * margin;
