// Drawing kit of the repository artwork: the brand palette, a seeded random source (the same
// files on every run) and small SVG helpers. Coordinates are rounded to keep the files small.

export const C = {
  night: "#120a24",
  night2: "#24133f",
  deep: "#0a0514",
  violet: "#7c3aed",
  violetD: "#4c1d95",
  magenta: "#db2777",
  pink: "#f472b6",
  gold: "#e9b949",
  goldL: "#f7dc8c",
  lilac: "#c4b5fd",
  cream: "#f3ecff",
  steel: "#3b2a5c",
  steelL: "#5b4785",
} as const;

/** Accent trios; a variant index picks one so that sibling images differ but stay in the family. */
export const ACCENTS: [string, string, string][] = [
  [C.violet, C.magenta, C.gold],
  [C.magenta, C.violet, C.gold],
  [C.gold, C.violet, C.magenta],
  [C.violet, C.gold, C.magenta],
];

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole pixels: sub-pixel precision is invisible at these sizes and costs bytes. */
export const r = (n: number) => Math.round(n);

/** Many rectangles of one colour as a single path (far smaller than one element each). */
export function boxes(list: [number, number, number, number][], fill: string, extra = ""): string {
  const d = list.map(([x, y, w, h]) => `M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${-r(w)}z`).join("");
  return `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

/**
 * Many discs of one colour as one path per radius: each disc is a zero-length segment with a
 * round cap, about a quarter of the bytes of an arc-drawn circle.
 */
export function dots(list: [number, number, number][], fill: string, extra = ""): string {
  const byRadius = new Map<number, string>();
  for (const [x, y, rad] of list) byRadius.set(rad, (byRadius.get(rad) ?? "") + `M${r(x)} ${r(y)}h0`);
  return [...byRadius]
    .map(([rad, d]) => `<path d="${d}" stroke="${fill}" stroke-width="${2 * rad}" stroke-linecap="round"${extra ? " " + extra : ""}/>`)
    .join("");
}

export function pts(points: [number, number][]): string {
  return points.map(([x, y]) => `${r(x)},${r(y)}`).join(" ");
}

export function poly(points: [number, number][], fill: string, extra = ""): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ""
  }${body}</svg>\n`;
}

export function linear(id: string, stops: [string, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity = 0.6): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** The night backdrop shared by every scene: vertical gradient, a coloured glow and a few stars. */
export function backdrop(w: number, h: number, glow: string, seed: number, stars = 14): { defs: string; body: string } {
  const rand = rng(seed);
  const defs = linear("bg", [["0", C.night2], ["1", C.deep]]) + radial("gl", glow, 0.55);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${r(w * (0.3 + rand() * 0.4))}" cy="${r(h * 0.35)}" rx="${r(w * 0.45)}" ry="${r(h * 0.4)}" fill="url(#gl)"/>`;
  const bright: [number, number, number][] = [];
  const dim: [number, number, number][] = [];
  for (let i = 0; i < stars; i++) (rand() > 0.5 ? bright : dim).push([rand() * w, rand() * h * 0.45, rand() > 0.6 ? 2 : 1.5]);
  body += dots(bright, C.cream, `opacity=".75"`) + dots(dim, C.cream, `opacity=".4"`);
  return { defs, body };
}

/** Points along a hanging string of lights between two anchors. */
export function garland(x1: number, x2: number, y: number, sag: number, n: number, color: string, rad = 4): string {
  const midX = (x1 + x2) / 2;
  const out = `<path d="M${r(x1)} ${r(y)}Q${r(midX)} ${r(y + sag * 2)} ${r(x2)} ${r(y)}" stroke="${C.steelL}" stroke-width="1.5" fill="none"/>`;
  const bulbs: [number, number, number][] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * midX + t * t * x2;
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    bulbs.push([x, yy + 4, rad]);
  }
  return out + dots(bulbs, color);
}

/** Isometric projection of a box (x, y on the floor, z up) drawn as its three visible faces. */
export function isoBox(
  ox: number,
  oy: number,
  s: number,
  [x, y, z]: [number, number, number],
  [w, d, h]: [number, number, number],
  [top, left, right]: [string, string, string],
): string {
  const P = (px: number, py: number, pz: number): [number, number] => [
    ox + (px - py) * 0.866 * s,
    oy + (px + py) * 0.5 * s - pz * s,
  ];
  const t = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const l = [P(x, y + d, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x, y + d, z)];
  const rt = [P(x + w, y, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x + w, y, z)];
  // The three faces never overlap, so faces of one colour can share a single path.
  const faces: [[number, number][], string][] = [[t, top], [l, left], [rt, right]];
  const byColour = new Map<string, string>();
  for (const [points, colour] of faces) byColour.set(colour, (byColour.get(colour) ?? "") + `M${pts(points).replace(/,/g, " ")}z`);
  return [...byColour].map(([colour, d]) => `<path d="${d}" fill="${colour}"/>`).join("");
}

/** Silhouettes of an audience, bottom of a scene. */
export function crowd(w: number, h: number, seed: number, rows = 2): string {
  const rand = rng(seed);
  let d = "";
  for (let row = 0; row < rows; row++) {
    const y = h - 40 - (rows - 1 - row) * 45;
    const size = 20 + row * 8;
    const head = r(size * 0.55);
    // One silhouette per row: shoulders rising to a head, person after person.
    d += `M-20 ${h}`;
    for (let x = -10; x < w + 20; x += size * 1.9 + rand() * 12) {
      const top = r(y - size * 0.1 + rand() * 8);
      d += `L${r(x - size)} ${r(y + size)}Q${r(x - size)} ${top} ${r(x - head)} ${top}a${head} ${head} 0 1 1 ${2 * head} 0Q${r(x + size)} ${top} ${r(x + size)} ${r(y + size)}`;
    }
    d += `L${w + 20} ${h}z`;
  }
  return `<path d="${d}" fill="${C.deep}"/>`;
}
