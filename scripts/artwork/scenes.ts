import { ACCENTS, C, backdrop, boxes, crowd, dots, garland, isoBox, linear, poly, r, rng, svgDoc } from "./kit";
import { EQUIPMENT, equipmentDefs } from "./equipment";

// Abstract event scenes, 1200 × 800 (3:2), for heroes, galleries, the portfolio and the depot
// categories. Each scene takes a variant number that moves its accents and random details.

export const W = 1200;
export const H = 800;

type Scene = (variant: number) => { defs: string; body: string };

function beams(xs: number[], top: number, color: string, spread: number, seed: number): string {
  const rand = rng(seed);
  return xs
    .map((x) => {
      const lean = (rand() - 0.5) * 420;
      return poly([[x - 8, top], [x + 8, top], [x + lean + spread, H], [x + lean - spread, H]], color, `opacity="${(0.22 + rand() * 0.2).toFixed(2)}"`);
    })
    .join("");
}

/** A lighting truss: two chords and a zigzag lattice drawn by a repeating pattern. */
function trussBar(x1: number, x2: number, y: number): string {
  return (
    `<pattern id="tz${y}" x="${x1}" y="${y}" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 0L11 22L22 0" stroke="${C.steel}" stroke-width="3" fill="none"/></pattern>` +
    `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="22" fill="url(#tz${y})"/><path d="M${x1} ${y}H${x2}M${x1} ${y + 22}H${x2}" stroke="${C.steelL}" stroke-width="5"/>`
  );
}

const stage: Scene = (v) => {
  const [a0, a1, a2] = ACCENTS[v % 4]!;
  const bd = backdrop(W, H, a0, 11 + v);
  const defs = bd.defs + linear("sb", [["0", a0, 0.9], ["1", a0, 0]]) + linear("sc", [["0", a0], ["1", a1]], 1, 1);
  const lights = [260, 420, 600, 780, 940];
  let body = bd.body + `<rect x="330" y="190" width="540" height="290" rx="6" fill="url(#sc)" opacity=".85"/>`;
  body += v % 2
    ? `<circle cx="600" cy="335" r="92" fill="none" stroke="${C.cream}" stroke-width="10" opacity=".8"/><circle cx="600" cy="335" r="50" fill="${a2}"/>`
    : `<path d="M330 440Q480 300 600 380T870 330V480H330z" fill="${C.deep}" opacity=".4"/><rect x="420" y="260" width="360" height="26" rx="13" fill="${C.cream}" opacity=".9"/><rect x="480" y="304" width="240" height="16" rx="8" fill="${C.cream}" opacity=".6"/>`;
  body += beams(lights, 150, "url(#sb)", 70, 100 + v);
  body += trussBar(150, 1050, 120) + lights.map((x, i) => `<rect x="${x - 14}" y="142" width="28" height="30" rx="8" fill="${C.steelL}"/><circle cx="${x}" cy="170" r="9" fill="${i % 2 ? a2 : C.cream}"/>`).join("");
  body += poly([[250, 520], [950, 520], [1080, 610], [120, 610]], C.night2) + poly([[120, 610], [1080, 610], [1080, 640], [120, 640]], C.deep);
  body += `<path d="M250 520H950" stroke="${a2}" stroke-width="3"/>`;
  body += `<rect x="560" y="460" width="80" height="60" rx="6" fill="${C.deep}"/><circle cx="600" cy="448" r="16" fill="${C.deep}"/>`;
  return { defs, body: body + crowd(W, H, 200 + v) };
};

const conference: Scene = (v) => {
  const [a0, a1, a2] = ACCENTS[v % 4]!;
  const bd = backdrop(W, H, a1, 21 + v, 6);
  const defs = bd.defs + linear("sc", [["0", C.night2], ["1", C.steel]]);
  let body = bd.body + `<rect x="300" y="110" width="600" height="340" rx="8" fill="${C.deep}" stroke="${C.steelL}" stroke-width="6"/><rect x="318" y="128" width="564" height="304" fill="url(#sc)"/>`;
  body += `<rect x="350" y="160" width="260" height="22" rx="11" fill="${C.cream}"/><rect x="350" y="196" width="180" height="12" rx="6" fill="${C.lilac}" opacity=".7"/>`;
  const rand = rng(31 + v);
  [a0, a1, a2, a0, a1].forEach((c, i) => {
    const h = 60 + rand() * 120;
    body += `<rect x="${640 + i * 44}" y="${r(400 - h)}" width="30" height="${r(h)}" rx="4" fill="${c}"/>`;
  });
  body += `<path d="M350 390Q420 300 480 340T600 260" stroke="${a2}" stroke-width="6" fill="none"/>`;
  body += poly([[130, 430], [230, 430], [215, 600], [145, 600]], C.night2) + `<rect x="120" y="418" width="120" height="16" rx="4" fill="${C.steelL}"/><circle cx="180" cy="490" r="22" fill="${a0}"/>`;
  body += `<circle cx="180" cy="382" r="18" fill="${C.deep}"/><rect x="158" y="398" width="44" height="30" rx="14" fill="${C.deep}"/>`;
  const seats: [number, number, number, number][][] = [[], []];
  const cushions: [number, number, number, number][] = [];
  for (let row = 0; row < 4; row++) {
    const y = 530 + row * 70;
    const w = 48 + row * 10;
    for (let x = 60 - row * 40; x < W; x += w + 18) {
      seats[row % 2]!.push([x, y, w, 46 + row * 8]);
      cushions.push([x + 4, y + 30 + row * 8, w - 8, 16]);
    }
  }
  body += boxes(seats[0]!, C.steel) + boxes(seats[1]!, C.night2) + boxes(cushions, a0, `opacity=".55"`);
  return { defs, body };
};

const gala: Scene = (v) => {
  const [a0, a1, a2] = ACCENTS[(v + 2) % 4]!;
  const bd = backdrop(W, H, a2 === C.gold ? a0 : a2, 41 + v, 8);
  const defs = bd.defs + radial2("cg", C.goldL) + linear("dr", [["0", a1], ["1", C.deep]]);
  let body = bd.body + `<path d="M0 0H160Q120 400 180 800H0z" fill="url(#dr)" opacity=".8"/><path d="M1200 0H1040Q1080 400 1020 800H1200z" fill="url(#dr)" opacity=".8"/>`;
  for (const x of [380, 600, 820]) {
    body += `<path d="M${x} 0V90" stroke="${C.gold}" stroke-width="2"/><ellipse cx="${x}" cy="120" rx="140" ry="90" fill="url(#cg)"/><path d="M${x - 60} 100Q${x} 150 ${x + 60} 100" stroke="${C.goldL}" stroke-width="4" fill="none"/>`;
    const drops = [-3, -2, -1, 0, 1, 2, 3];
    body += `<path d="${drops.map((i) => `M${x + i * 18} ${110 - Math.abs(i) * 4}v${30 - Math.abs(i) * 5}`).join("")}" stroke="${C.goldL}" stroke-width="3"/>`;
    body += dots(drops.map((i) => [x + i * 18, 140 - Math.abs(i) * 9, 4]), C.cream);
  }
  const rows: [number, number, number][] = [[430, 70, 5], [560, 100, 4], [720, 140, 3]];
  // Row by row from the back, so that front chairs cover the tablecloths behind them; within a
  // row the tables never overlap, so each kind of shape is one path.
  rows.forEach(([y, rx, n], row) => {
    const gap = W / n;
    const xs = Array.from({ length: n }, (_, i) => gap * (i + 0.5) + (row % 2 ? 0 : 20));
    const ry = r(rx * 0.32);
    body += xs.map((x) => chairsAround(x, y, rx, a1)).join("");
    body += `<path d="${xs.map((x) => `M${r(x - rx)} ${y}v${r(rx * 0.45)}Q${r(x)} ${r(y + rx * 0.8)} ${r(x + rx)} ${r(y + rx * 0.45)}V${y}z`).join("")}" fill="#d9cdee"/>`;
    body += `<path d="${xs.map((x) => `M${r(x - rx)} ${y}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`).join("")}" fill="${C.cream}"/>`;
    body += dots(xs.map((x) => [x, y - rx * 0.22, r(rx * 0.16)]), a0);
    body += dots(xs.flatMap((x) => [[x - rx * 0.45, y - 4, 4], [x + rx * 0.45, y - 4, 4]] as [number, number, number][]), C.gold);
  });
  return { defs, body };
};

function radial2(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".7"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function chairsAround(x: number, y: number, rx: number, color: string): string {
  // Chair backs as thick round-capped strokes: rounded tops for a few bytes each.
  const w = r(rx * 0.2);
  const d = [-0.9, -0.45, 0, 0.45, 0.9].map((dx) => `M${r(x + dx * rx)} ${r(y - rx * 0.62 + w / 2)}v${r(rx * 0.42 - w / 2)}`).join("");
  return `<path d="${d}" stroke="${color}" stroke-width="${w}" stroke-linecap="round" opacity=".85"/>`;
}

const wedding: Scene = (v) => {
  const [a0, a1] = ACCENTS[(v + 1) % 4]!;
  const bd = backdrop(W, H, C.magenta, 51 + v, 16);
  const defs = bd.defs + linear("ai", [["0", C.lilac, 0.1], ["1", C.cream, 0.55]]);
  let body = bd.body + garland(0, 600, 60, 40, 12, C.goldL) + garland(600, 1200, 60, 40, 12, C.goldL) + garland(100, 1100, 150, 30, 24, C.gold, 3);
  body += poly([[560, 420], [640, 420], [900, 800], [300, 800]], "url(#ai)");
  body += `<path d="M430 520V330A170 170 0 0 1 770 330V520" stroke="${C.cream}" stroke-width="10" fill="none"/>`;
  const rand = rng(61 + v);
  const flowers = [C.pink, C.cream, C.magenta, C.goldL, a0];
  for (let t = 0; t <= 1; t += 0.035) {
    const ang = Math.PI * (1 - t);
    const x = 600 + Math.cos(ang) * 170;
    const y = 330 - Math.sin(ang) * 170;
    if (t < 0.32 || t > 0.68) body += `<circle cx="${r(x + (rand() - 0.5) * 16)}" cy="${r(y + (rand() - 0.5) * 16)}" r="${r(12 + rand() * 12)}" fill="${flowers[Math.floor(rand() * 5)]}"/>`;
  }
  for (const y of [360, 420, 480]) for (const side of [-1, 1]) body += `<circle cx="${600 + side * (175 + rand() * 8)}" cy="${y}" r="${r(12 + rand() * 10)}" fill="${flowers[Math.floor(rand() * 5)]}"/>`;
  const chairs: [number, number, number, number][] = [];
  const sashes: [number, number, number, number][] = [];
  for (let row = 0; row < 4; row++) {
    const y = 560 + row * 60;
    const w = 34 + row * 8;
    for (let i = 0; i < 4; i++) {
      const off = 110 + row * 40 + i * (w + 14);
      for (const side of [-1, 1]) {
        const x = side < 0 ? 600 - off - w : 600 + off;
        chairs.push([x, y, w, w * 1.3]);
        sashes.push([x, y, w, 10]);
      }
    }
  }
  body += boxes(chairs, C.cream, `opacity=".85"`) + boxes(sashes, a1, `opacity=".7"`);
  return { defs, body };
};

const terrace: Scene = (v) => {
  const [a0, , a2] = ACCENTS[(v + 3) % 4]!;
  const defs = linear("bg", [["0", C.night2], [".55", C.violetD], ["1", C.deep]]) + linear("sea", [["0", C.steel], ["1", C.deep]]) + radial2("mn", C.goldL);
  const rand = rng(71 + v);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${900 - v * 80}" cy="150" r="120" fill="url(#mn)"/><circle cx="${900 - v * 80}" cy="150" r="44" fill="${C.goldL}"/>`;
  body += `<rect y="380" width="${W}" height="420" fill="url(#sea)"/>`;
  for (let i = 0; i < 9; i++) body += `<rect x="${r(900 - v * 80 - 60 + rand() * 80)}" y="${400 + i * 18}" width="${r(30 + rand() * 60)}" height="3" rx="1.5" fill="${C.goldL}" opacity=".5"/>`;
  body += `<path d="M0 380V300h60v-30a30 30 0 0 1 60 0v30h50v40h70v-50h40v90z" fill="${C.deep}"/><circle cx="90" cy="262" r="6" fill="${C.goldL}"/>`;
  body += garland(0, 1200, 40, 35, 26, C.goldL, 4);
  body += poly([[380, 470], [820, 470], [1060, 700], [140, 700]], C.cream) + poly([[140, 700], [1060, 700], [1060, 722], [140, 722]], "#cbbbe6");
  for (let i = 0; i < 7; i++) {
    const t = (i + 0.5) / 7;
    const x = 300 + t * 600;
    body += `<rect x="${r(x - 3)}" y="${r(560 - 30)}" width="6" height="30" fill="${C.cream}"/><circle cx="${r(x)}" cy="${r(560 - 36)}" r="7" fill="${C.gold}"/><circle cx="${r(x)}" cy="${r(560 - 36)}" r="20" fill="${C.gold}" opacity=".25"/>`;
    body += `<ellipse cx="${r(x - 30)}" cy="610" rx="18" ry="7" fill="${i % 2 ? a0 : a2}" opacity=".6"/>`;
  }
  for (let i = 0; i < 6; i++) {
    body += `<rect x="${r(330 + i * 95)}" y="420" width="40" height="56" rx="10" fill="${C.night2}"/><rect x="${r(200 + i * 150)}" y="720" width="70" height="80" rx="14" fill="${C.night2}"/>`;
  }
  return { defs, body };
};

const hotel: Scene = (v) => {
  const bd = backdrop(W, H, C.violet, 81 + v, 18);
  const rand = rng(91 + v);
  const defs = bd.defs + linear("pl", [["0", C.violet], ["1", C.deep]]);
  let body = bd.body + `<circle cx="960" cy="130" r="46" fill="${C.goldL}"/>`;
  const blocks: [number, number, number][] = [[220, 200, 300], [500, 120, 260], [740, 240, 220]];
  const windows: Record<"gold" | "pink" | "dark", [number, number, number, number][]> = { gold: [], pink: [], dark: [] };
  for (const [x, top, w] of blocks) {
    body += `<rect x="${x}" y="${top}" width="${w}" height="${560 - top}" fill="${C.night2}"/>`;
    for (let y = top + 30; y < 530; y += 44) for (let wx = x + 20; wx < x + w - 30; wx += 40) {
      const lit = rand() > 0.35;
      windows[lit ? (rand() > 0.8 ? "pink" : "gold") : "dark"].push([wx, y, 24, 26]);
    }
  }
  body += boxes(windows.gold, C.goldL, `opacity=".9"`) + boxes(windows.pink, C.pink, `opacity=".9"`) + boxes(windows.dark, C.steel);
  body += `<rect y="560" width="${W}" height="240" fill="${C.deep}"/><ellipse cx="600" cy="680" rx="420" ry="70" fill="url(#pl)"/>`;
  for (let i = 0; i < 6; i++) body += `<rect x="${r(300 + rand() * 560)}" y="${r(650 + rand() * 50)}" width="${r(40 + rand() * 60)}" height="4" rx="2" fill="${C.goldL}" opacity=".45"/>`;
  body += palm(120, 600, 1) + palm(1080, 610, -1);
  return { defs, body };
};

function palm(x: number, y: number, dir: number): string {
  let out = `<path d="M${x} ${y}Q${x + dir * 30} ${y - 160} ${x + dir * 10} ${y - 300}" stroke="${C.deep}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  const tx = x + dir * 10;
  const ty = y - 300;
  for (const [dx, dy] of [[-120, 40], [-90, -40], [0, -70], [100, -30], [120, 50], [40, 70]] as const) out += `<path d="M${tx} ${ty}Q${tx + dx * 0.5} ${ty + dy - 40} ${tx + dx} ${ty + dy}" stroke="${C.deep}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return out;
}

/** Exhibition stands in isometric view: one booth, or a row of booths for a trade show. */
function standScene(v: number, village: boolean): { defs: string; body: string } {
  const [a0, a1, a2] = ACCENTS[v % 4]!;
  const bd = backdrop(W, H, a0, 101 + v + (village ? 50 : 0), 10);
  // Scale and origin chosen so that the tallest booth and the front corner both stay in frame.
  const s = village ? 2 : 2.7;
  const ox = village ? 560 : 600;
  const oy = village ? 400 : 555;
  let body = bd.body;
  const booth = (x: number, y: number, w: number, d: number, h: number, colors: [string, string, string], k: number) => {
    let out = isoBox(ox, oy, s, [x, y, 0], [w, d, 4], [C.night2, C.deep, C.deep]);
    out += isoBox(ox, oy, s, [x, y, 4], [w, 6, h], [C.cream, colors[0], colors[0]]);
    out += isoBox(ox, oy, s, [x, y, 4], [6, d, h], [C.cream, colors[1], colors[1]]);
    out += isoBox(ox, oy, s, [x + w * 0.45, y + d * 0.62, 4], [w * 0.34, 16, 34], [C.cream, "#d9cdee", "#bfaee0"]);
    out += isoBox(ox, oy, s, [x + 10, y + 10, h - 14], [w * 0.7, 4, 10], [colors[2], colors[2], colors[2]]);
    out += isoBox(ox, oy, s, [x + w * 0.18, y + 7, 30], [w * 0.36, 2, h * 0.38], [C.deep, C.deep, C.deep]);
    if (k % 2 === 0) out += isoBox(ox, oy, s, [x + w - 16, y + d - 20, 4], [10, 10, h * 0.8], [C.cream, colors[1], colors[2]]);
    return out;
  };
  if (village) {
    const palette: [string, string, string][] = [[a0, a1, a2], [a1, a0, a2], [a2, a0, a1]];
    for (let i = 0; i < 3; i++) body += booth(-60 + i * 70, -60, 60, 60, 70 - ((i + v) % 2) * 12, palette[(i + v) % 3]!, i);
    for (let i = 0; i < 3; i++) body += booth(-60 + i * 70, 40, 60, 60, 60, palette[(i + v + 1) % 3]!, i + 1);
  } else {
    const dims: [number, number, number][] = [[120, 110, 90], [110, 90, 100], [130, 100, 80], [120, 120, 120], [80, 80, 80]];
    const [w, d, h] = dims[v % 5]!;
    body += booth(-w / 2, -d / 2, w, d, h, [a0, a1, a2], v);
    if (v % 5 === 3) body += isoBox(ox, oy, s, [-w / 2, -d / 2, h], [w * 0.5, d, 6], [C.cream, a1, a0]);
  }
  body += `<path d="M0 ${H - 60}H${W}" stroke="${a2}" stroke-width="2" opacity=".3"/>`;
  return { defs: bd.defs, body };
}

const stand: Scene = (v) => standScene(v, false);
const expo: Scene = (v) => standScene(v, true);

/** Digital scenes: a laptop whose screen shows one motif, with floating cards around it. */
export type DigitalMotif = "dashboard" | "form" | "payment" | "mail" | "certificate" | "abstract" | "stream" | "badge";

export function digital(motif: DigitalMotif, v = 0): { defs: string; body: string } {
  const [a0, a1, a2] = ACCENTS[v % 4]!;
  const bd = backdrop(W, H, a0, 111 + v, 12);
  const rand = rng(121 + v);
  const defs = bd.defs + linear("sc", [["0", C.night2], ["1", C.steel]]) + linear("ac", [["0", a0], ["1", a1]], 1, 1) + linear("gd", [["0", C.goldL], ["1", "#b8862b"]]);
  let body = bd.body;
  const nodes: [number, number][] = Array.from({ length: 12 }, () => [rand() * W, rand() * H]);
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 3) % nodes.length]!;
    body += `<path d="M${r(x)} ${r(y)}L${r(nx)} ${r(ny)}" stroke="${C.lilac}" stroke-width="1" opacity=".18"/><circle cx="${r(x)}" cy="${r(y)}" r="4" fill="${C.lilac}" opacity=".5"/>`;
  });
  body += `<rect x="290" y="150" width="620" height="400" rx="18" fill="${C.deep}" stroke="${C.steelL}" stroke-width="6"/><rect x="310" y="170" width="580" height="360" rx="6" fill="url(#sc)"/>`;
  body += poly([[230, 560], [970, 560], [1030, 610], [170, 610]], C.steelL) + `<rect x="540" y="566" width="120" height="10" rx="5" fill="${C.deep}"/>`;
  body += `<rect x="330" y="188" width="540" height="26" rx="6" fill="${C.deep}" opacity=".6"/><circle cx="348" cy="201" r="5" fill="${C.magenta}"/><circle cx="366" cy="201" r="5" fill="${C.gold}"/><circle cx="384" cy="201" r="5" fill="${C.lilac}"/>`;
  const card = (x: number, y: number, w: number, h: number, inner: string) =>
    `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="16" fill="${C.night2}" stroke="${a0}" stroke-width="2"/>${inner}</g>`;
  const lines = (x: number, y: number, n: number, w: number) => Array.from({ length: n }, (_, i) => `<rect x="${x}" y="${y + i * 22}" width="${r(w * (1 - (i % 3) * 0.18))}" height="10" rx="5" fill="${C.lilac}" opacity=".55"/>`).join("");
  const qr = (x: number, y: number, size: number) => {
    const cell = size / 9;
    const qrand = rng(7 + v);
    const cells: [number, number, number, number][] = [];
    for (let i = 0; i < 7; i++) for (let j = 0; j < 7; j++) if (qrand() > 0.5 || (i < 2 && j < 2) || (i > 4 && j < 2) || (i < 2 && j > 4)) cells.push([x + cell * (i + 1), y + cell * (j + 1), cell + 0.5, cell + 0.5]);
    return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="${C.cream}"/>` + boxes(cells, C.deep);
  };
  const screen = { x: 330, y: 230 };
  switch (motif) {
    case "dashboard": {
      [0, 1, 2].forEach((i) => (body += `<rect x="${screen.x + i * 180}" y="${screen.y}" width="165" height="70" rx="8" fill="${C.night2}"/><rect x="${screen.x + 14 + i * 180}" y="${screen.y + 16}" width="70" height="16" rx="8" fill="${[a0, a1, a2][i]}"/><rect x="${screen.x + 14 + i * 180}" y="${screen.y + 42}" width="110" height="10" rx="5" fill="${C.lilac}" opacity=".5"/>`));
      let d = `M${screen.x + 10} 490`;
      for (let i = 1; i <= 8; i++) d += `L${screen.x + 10 + i * 40} ${r(480 - rand() * 150)}`;
      body += `<path d="${d}" stroke="${a2}" stroke-width="5" fill="none" stroke-linejoin="round"/>`;
      body += `<circle cx="790" cy="410" r="70" fill="none" stroke="${C.steel}" stroke-width="26"/><circle cx="790" cy="410" r="70" fill="none" stroke="${a1}" stroke-width="26" stroke-dasharray="300 440" transform="rotate(-90 790 410)"/>`;
      body += card(960, 250, 200, 130, `<rect x="20" y="24" width="60" height="14" rx="7" fill="${a2}"/>${lines(20, 56, 3, 150)}`);
      body += card(40, 360, 220, 150, `<path d="M20 120L60 80L100 96L150 40L200 60" stroke="${a1}" stroke-width="6" fill="none"/><rect x="20" y="20" width="90" height="14" rx="7" fill="${C.cream}"/>`);
      break;
    }
    case "form":
    case "badge": {
      for (let i = 0; i < 4; i++) body += `<rect x="${screen.x}" y="${screen.y + i * 62}" width="300" height="16" rx="8" fill="${C.lilac}" opacity=".5"/><rect x="${screen.x}" y="${screen.y + 22 + i * 62}" width="300" height="30" rx="8" fill="${C.deep}" stroke="${C.steelL}"/>`;
      body += `<rect x="${screen.x}" y="${screen.y + 250}" width="160" height="40" rx="20" fill="url(#ac)"/>` + qr(700, 250, 150);
      body += motif === "badge"
        ? card(930, 190, 210, 300, `<path d="M105 -40V20" stroke="${a1}" stroke-width="10"/><rect x="80" y="10" width="50" height="18" rx="6" fill="${C.steelL}"/><circle cx="105" cy="90" r="36" fill="url(#ac)"/>${lines(45, 145, 2, 120)}${qr(55, 195, 100)}`)
        : card(930, 300, 220, 150, `<circle cx="50" cy="50" r="26" fill="url(#ac)"/><path d="M38 50l9 9 17-18" stroke="${C.cream}" stroke-width="6" fill="none"/>${lines(90, 38, 2, 100)}${lines(24, 100, 2, 170)}`);
      body += card(50, 230, 200, 260, `${qr(30, 30, 140)}<rect x="30" y="190" width="140" height="14" rx="7" fill="${C.cream}"/><rect x="50" y="216" width="100" height="10" rx="5" fill="${C.lilac}" opacity=".6"/>`);
      break;
    }
    case "payment": {
      body += `<g transform="rotate(-8 600 370)"><rect x="430" y="250" width="340" height="210" rx="22" fill="url(#ac)"/><rect x="470" y="300" width="60" height="44" rx="8" fill="url(#gd)"/><rect x="470" y="380" width="260" height="16" rx="8" fill="${C.cream}" opacity=".85"/><rect x="470" y="412" width="120" height="12" rx="6" fill="${C.cream}" opacity=".6"/><circle cx="700" cy="310" r="22" fill="${C.cream}" opacity=".5"/><circle cx="730" cy="310" r="22" fill="${C.cream}" opacity=".35"/></g>`;
      body += card(940, 220, 200, 220, `<path d="M100 40l60 24v50c0 40-30 66-60 78-30-12-60-38-60-78V64z" fill="url(#ac)"/><rect x="78" y="100" width="44" height="36" rx="6" fill="${C.cream}"/><path d="M86 100v-12a14 14 0 0 1 28 0v12" stroke="${C.cream}" stroke-width="6" fill="none"/>`);
      body += card(50, 300, 210, 150, `<circle cx="44" cy="50" r="24" fill="${C.gold}"/><path d="M33 50l8 8 15-16" stroke="${C.deep}" stroke-width="5" fill="none"/>${lines(80, 40, 2, 100)}<rect x="24" y="100" width="120" height="20" rx="10" fill="${C.cream}"/>`);
      break;
    }
    case "mail": {
      const env = (x: number, y: number, s: number, c: string) => `<g transform="translate(${x} ${y}) scale(${s})"><rect width="160" height="110" rx="12" fill="${c}"/><path d="M8 12l72 52 72-52" stroke="${C.cream}" stroke-width="8" fill="none" stroke-linejoin="round"/></g>`;
      body += env(520, 290, 1, "url(#ac)") + `<rect x="${screen.x}" y="${screen.y}" width="150" height="260" rx="8" fill="${C.deep}" opacity=".5"/>${lines(screen.x + 16, screen.y + 20, 9, 110)}`;
      body += `<path d="M760 300Q880 200 980 170" stroke="${C.lilac}" stroke-width="3" stroke-dasharray="10 10" fill="none"/>` + env(960, 110, 0.8, a1) + env(1010, 300, 0.6, a2) + env(60, 260, 0.9, a1);
      body += card(700, 420, 180, 90, `<rect x="20" y="24" width="50" height="42" rx="6" fill="${a2}"/><rect x="84" y="26" width="70" height="12" rx="6" fill="${C.cream}"/><rect x="84" y="50" width="50" height="10" rx="5" fill="${C.lilac}" opacity=".6"/>`);
      break;
    }
    case "certificate": {
      body += `<rect x="440" y="225" width="320" height="290" rx="6" fill="${C.cream}"/><rect x="456" y="241" width="288" height="258" rx="4" fill="none" stroke="${C.gold}" stroke-width="3"/><rect x="510" y="270" width="180" height="18" rx="9" fill="${C.violetD}"/>`;
      body += `<rect x="490" y="310" width="220" height="10" rx="5" fill="${C.steelL}" opacity=".5"/><rect x="520" y="334" width="160" height="10" rx="5" fill="${C.steelL}" opacity=".5"/><circle cx="600" cy="425" r="44" fill="url(#gd)"/><path d="M575 460l-15 50 25-12 15 20 8-50M625 460l15 50-25-12-15 20" fill="${a1}"/><path d="M583 425l12 12 22-24" stroke="${C.deep}" stroke-width="6" fill="none"/>`;
      body += card(950, 240, 200, 210, `${qr(40, 30, 120)}<rect x="40" y="168" width="120" height="14" rx="7" fill="${a2}"/>`);
      body += card(50, 280, 200, 150, `<circle cx="100" cy="60" r="34" fill="url(#ac)"/><path d="M84 60l11 11 22-22" stroke="${C.cream}" stroke-width="6" fill="none"/><rect x="40" y="108" width="120" height="12" rx="6" fill="${C.cream}"/>`);
      break;
    }
    case "abstract": {
      for (let i = 2; i >= 0; i--) body += `<rect x="${470 + i * 24}" y="${235 + i * 16}" width="240" height="270" rx="8" fill="${i ? C.steelL : C.cream}"/>`;
      body += `<rect x="494" y="262" width="150" height="16" rx="8" fill="${C.violetD}"/>` + Array.from({ length: 8 }, (_, i) => `<rect x="494" y="${296 + i * 22}" width="${180 - (i % 3) * 30}" height="9" rx="4.5" fill="${i === 3 ? a1 : C.steelL}" opacity="${i === 3 ? 0.9 : 0.45}"/>`).join("");
      body += `<path d="M790 250l14 36 36 14-36 14-14 36-14-36-36-14 36-14z" fill="${C.gold}"/><path d="M850 380l8 20 20 8-20 8-8 20-8-20-20-8 20-8z" fill="${C.goldL}"/>`;
      body += card(940, 260, 210, 170, `<rect x="20" y="24" width="100" height="14" rx="7" fill="${C.cream}"/>${[4, 5, 3].map((n, i) => Array.from({ length: 5 }, (_, k) => `<circle cx="${30 + k * 26}" cy="${70 + i * 30}" r="9" fill="${k < n ? C.gold : C.steel}"/>`).join("")).join("")}`);
      body += card(50, 300, 200, 160, `<path d="M30 110L30 40M30 110H170" stroke="${C.lilac}" stroke-width="3"/>${[60, 90, 45, 110].map((h, i) => `<rect x="${50 + i * 30}" y="${110 - h * 0.6}" width="18" height="${h * 0.6}" rx="3" fill="${[a0, a1, a2, a0][i]}"/>`).join("")}`);
      break;
    }
    case "stream": {
      for (let i = 0; i < 6; i++) {
        const x = screen.x + (i % 3) * 182;
        const y = screen.y + Math.floor(i / 3) * 145;
        body += `<rect x="${x}" y="${y}" width="170" height="132" rx="8" fill="${C.night2}"/><circle cx="${x + 85}" cy="${y + 56}" r="26" fill="${[a0, a1, a2][i % 3]}"/><rect x="${x + 45}" y="${y + 88}" width="80" height="40" rx="20" fill="${[a0, a1, a2][i % 3]}" opacity=".7"/>`;
      }
      body += `<rect x="340" y="240" width="64" height="22" rx="11" fill="${C.magenta}"/><circle cx="356" cy="251" r="5" fill="${C.cream}"/>`;
      body += card(950, 210, 190, 260, `<path d="M20 40h150M20 70h110M20 100h140" stroke="${C.lilac}" stroke-width="10" stroke-linecap="round" opacity=".5"/><rect x="20" y="140" width="150" height="44" rx="12" fill="url(#ac)"/><rect x="20" y="200" width="100" height="36" rx="12" fill="${C.steel}"/>`);
      body += card(60, 260, 190, 190, `<circle cx="95" cy="95" r="60" fill="${C.deep}" stroke="${a2}" stroke-width="6"/><circle cx="95" cy="95" r="26" fill="url(#ac)"/>`);
      break;
    }
  }
  return { defs, body };
}

/** A depot category: its equipment on a lit floor, with the matching light or sound effect. */
export function category(id: "audio" | "light" | "video" | "furniture" | "stage"): { defs: string; body: string } {
  const accent: Record<typeof id, number> = { audio: 0, light: 2, video: 1, furniture: 3, stage: 1 };
  const [a0, a1] = ACCENTS[accent[id]]!;
  const bd = backdrop(W, H, a0, 131 + accent[id], 16);
  const defs = bd.defs + equipmentDefs(a0, a1);
  const place = (name: string, x: number, y: number, s: number) => `<g transform="translate(${x} ${y}) scale(${s})">${EQUIPMENT[name]!()}</g>`;
  let body = bd.body + `<ellipse cx="600" cy="690" rx="560" ry="90" fill="${C.deep}" opacity=".6"/>`;
  switch (id) {
    case "audio":
      body += `<path d="M880 250a200 200 0 0 1 0 300M930 200a270 270 0 0 1 0 400M980 150a340 340 0 0 1 0 500" stroke="${a1}" stroke-width="8" fill="none" opacity=".5"/>`;
      body += place("line-array", 30, 20, 1.6) + place("line-array", 530, 20, 1.6) + place("caisson", 300, 430, 0.9) + place("micro", 880, 380, 0.9);
      break;
    case "light":
      body += trussBar(80, 1120, 80) + place("lyre", 120, 240, 1.1) + place("lyre", 420, 210, 1.1) + place("lyre", 720, 240, 1.1) + place("barre-led", 150, 560, 1.2) + place("par-led", 760, 520, 0.7);
      break;
    case "video":
      body += place("mur-led", 170, 40, 2.2) + place("camera", 760, 360, 1.1) + place("ecran-pied", 40, 420, 0.85);
      break;
    case "furniture":
      body += garland(0, 1200, 40, 40, 24, C.goldL) + place("canape", 300, 240, 1.3) + place("mange-debout", 20, 260, 1.1) + place("pouf", 830, 380, 0.8) + place("table-ronde", 780, 140, 0.9);
      break;
    case "stage":
      body += beams([300, 600, 900], 60, "url(#lb)", 90, 7) + trussBar(100, 1100, 40) + place("praticable", 180, 180, 2.1) + place("booth-dj", 400, 120, 1.0);
      break;
  }
  return { defs, body };
}

export const SCENES = { stage, conference, gala, wedding, terrace, hotel, stand, expo } satisfies Record<string, Scene>;
export type SceneName = keyof typeof SCENES;

export function sceneSvg(name: SceneName, variant: number): string {
  const { defs, body } = SCENES[name](variant);
  return svgDoc(W, H, defs, body);
}
