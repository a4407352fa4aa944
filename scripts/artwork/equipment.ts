import { C, boxes, dots, isoBox, linear, poly, r } from "./kit";

// One drawing per kind of rental product, in a local 400 × 400 box whose floor is near y = 350.
// They use the gradients of equipmentDefs(): mt (dark metal), ac (accent), gd (gold), lb (beam), cr (cream).

export function equipmentDefs(a0: string, a1: string): string {
  return (
    linear("mt", [["0", C.steelL], ["1", C.deep]]) +
    linear("ac", [["0", a0], ["1", a1]], 1, 1) +
    linear("gd", [["0", C.goldL], ["1", "#b8862b"]]) +
    linear("lb", [["0", a0, 0.85], ["1", a0, 0]]) +
    linear("cr", [["0", "#ffffff"], ["1", "#d9cdee"]])
  );
}

const woofer = (cx: number, cy: number, rad: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${C.deep}" stroke="${C.steelL}" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${r(rad * 0.62)}" fill="url(#mt)"/><circle cx="${cx}" cy="${cy}" r="${r(rad * 0.22)}" fill="url(#ac)"/>`;

const legs = (x: number, y: number, spread: number, height: number) =>
  `<path d="M${x} ${y}L${x - spread} ${y + height}M${x} ${y}L${x + spread} ${y + height}M${x} ${y}L${x} ${y + height}" stroke="${C.steelL}" stroke-width="6" stroke-linecap="round"/>`;

export const EQUIPMENT: Record<string, () => string> = {
  enceinte: () =>
    `<rect x="130" y="50" width="140" height="290" rx="14" fill="url(#mt)"/><path d="M165 78h70l-12 50h-46z" fill="${C.deep}"/><rect x="180" y="92" width="40" height="8" rx="4" fill="url(#ac)"/>` +
    woofer(200, 240, 56),
  caisson: () =>
    `<rect x="70" y="130" width="260" height="215" rx="12" fill="url(#mt)"/>` + woofer(200, 238, 82) + `<rect x="92" y="150" width="40" height="10" rx="5" fill="url(#ac)"/>`,
  "line-array": () => {
    let out = `<rect x="90" y="28" width="220" height="14" rx="5" fill="${C.steelL}"/><path d="M120 42v30M280 42v30" stroke="${C.steelL}" stroke-width="4"/>`;
    for (let i = 0; i < 5; i++) {
      const y = 72 + i * 56;
      const rot = i * 3.5;
      out += `<g transform="rotate(${rot} 200 ${y})"><rect x="95" y="${y}" width="210" height="50" rx="6" fill="url(#mt)"/><rect x="150" y="${y + 12}" width="100" height="26" rx="4" fill="${C.deep}"/><path d="M160 ${y + 25}h80" stroke="url(#ac)" stroke-width="5"/></g>`;
    }
    return out;
  },
  "console-son": () => {
    let out = poly([[60, 170], [340, 170], [375, 300], [25, 300]], "url(#mt)") + poly([[25, 300], [375, 300], [375, 330], [25, 330]], C.deep);
    for (let i = 0; i < 10; i++) {
      const x = 78 + i * 26 - (i - 4.5) * -1;
      out += `<circle cx="${r(x)}" cy="188" r="6" fill="${i % 3 === 0 ? C.gold : C.lilac}"/><circle cx="${r(x)}" cy="210" r="5" fill="${C.steelL}"/><rect x="${r(x - 3)}" y="228" width="6" height="52" rx="3" fill="${C.deep}"/><rect x="${r(x - 8)}" y="${240 + ((i * 13) % 30)}" width="16" height="9" rx="2" fill="url(#ac)"/>`;
    }
    return out + `<rect x="300" y="182" width="30" height="40" rx="3" fill="url(#ac)" opacity=".8"/>`;
  },
  micro: () =>
    `<g transform="rotate(-28 200 200)"><rect x="180" y="150" width="40" height="190" rx="18" fill="url(#mt)"/><rect x="176" y="140" width="48" height="18" rx="6" fill="url(#gd)"/><circle cx="200" cy="106" r="48" fill="#8f7fbf"/><circle cx="200" cy="106" r="38" fill="none" stroke="${C.cream}" stroke-width="3" stroke-dasharray="4 6" opacity=".7"/><rect x="188" y="300" width="24" height="14" rx="3" fill="url(#ac)"/></g>` +
    `<path d="M250 80a70 70 0 0 1 40 60M275 55a105 105 0 0 1 55 95" stroke="url(#ac)" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  "micro-cravate": () =>
    `<rect x="210" y="190" width="110" height="150" rx="14" fill="url(#mt)"/><rect x="228" y="212" width="74" height="28" rx="4" fill="${C.deep}"/><circle cx="240" cy="226" r="5" fill="${C.gold}"/><path d="M300 190v-70" stroke="${C.steelL}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M230 190C200 120 120 160 120 95" stroke="${C.deep}" stroke-width="5" fill="none"/><rect x="100" y="60" width="40" height="40" rx="8" fill="url(#gd)"/><circle cx="120" cy="66" r="12" fill="${C.steelL}"/>`,
  lyre: () =>
    poly([[175, 150], [225, 150], [330, -10], [70, -10]], "url(#lb)") +
    `<rect x="120" y="290" width="160" height="55" rx="10" fill="url(#mt)"/><path d="M130 290V190h22v100M270 290V190h-22v100" fill="${C.steelL}"/><rect x="150" y="150" width="100" height="130" rx="30" fill="url(#mt)"/><circle cx="200" cy="172" r="34" fill="${C.deep}"/><circle cx="200" cy="172" r="24" fill="url(#ac)"/><circle cx="200" cy="172" r="10" fill="${C.cream}"/><rect x="175" y="310" width="50" height="8" rx="4" fill="url(#ac)"/>`,
  "par-led": () => {
    const out = `<path d="M120 330h160M200 330V285" stroke="${C.steelL}" stroke-width="10" stroke-linecap="round"/><path d="M110 200a90 90 0 0 1 180 0" stroke="${C.steelL}" stroke-width="10" fill="none"/><circle cx="200" cy="190" r="96" fill="url(#mt)"/><circle cx="200" cy="190" r="78" fill="${C.deep}"/>`;
    const colors = [C.magenta, C.violet, C.gold, C.cream];
    const leds: [number, number, number][][] = [[], [], [], []];
    let k = 0;
    for (let y = -3; y <= 3; y++) for (let x = -3; x <= 3; x++) if (x * x + y * y <= 10) leds[k++ % 4]!.push([200 + x * 20, 190 + y * 20, 7]);
    return out + leds.map((list, i) => dots(list, colors[i]!)).join("");
  },
  poursuite: () =>
    poly([[300, 118], [300, 162], [400, 230], [400, 40]], "url(#lb)") +
    legs(170, 220, 90, 125) +
    `<g transform="rotate(-8 170 140)"><rect x="40" y="110" width="260" height="60" rx="24" fill="url(#mt)"/><rect x="286" y="104" width="24" height="72" rx="8" fill="url(#gd)"/><rect x="70" y="100" width="70" height="12" rx="4" fill="url(#ac)"/></g><rect x="160" y="165" width="20" height="60" fill="${C.steelL}"/>`,
  "barre-led": () => {
    let out = `<rect x="20" y="250" width="360" height="70" rx="10" fill="url(#mt)"/><path d="M60 320v25M340 320v25" stroke="${C.steelL}" stroke-width="10"/>`;
    const colors = [C.violet, C.magenta, C.pink, C.gold, C.goldL, C.gold, C.pink, C.magenta];
    const byColour = new Map<string, number[]>();
    for (let i = 0; i < 16; i++) byColour.set(colors[i % 8]!, [...(byColour.get(colors[i % 8]!) ?? []), 32 + i * 21.5]);
    for (const [c, xs] of byColour) {
      out += boxes(xs.map((x) => [x, 266, 16, 38]), c);
      out += `<path d="${xs.map((x) => `M${r(x + 8)} 266L${r(x - 10)} 40H${r(x + 26)}z`).join("")}" fill="${c}" opacity=".18"/>`;
    }
    return out;
  },
  brouillard: () => {
    let out = `<rect x="40" y="230" width="200" height="110" rx="12" fill="url(#mt)"/><rect x="60" y="250" width="60" height="20" rx="4" fill="${C.deep}"/><circle cx="200" cy="290" r="16" fill="url(#ac)"/><rect x="240" y="262" width="40" height="26" rx="4" fill="${C.steelL}"/>`;
    const puffs: [number, number, number][] = [[300, 270, 36], [330, 225, 48], [300, 175, 58], [240, 140, 52], [330, 120, 44], [175, 100, 40]];
    for (const [x, y, rad] of puffs) out += `<circle cx="${x}" cy="${y}" r="${rad}" fill="${C.lilac}" opacity=".28"/>`;
    return out;
  },
  "mur-led": () => {
    let out = `<rect x="30" y="50" width="340" height="240" fill="url(#ac)"/><circle cx="260" cy="140" r="60" fill="${C.goldL}" opacity=".55"/><path d="M30 250Q140 150 240 220T370 190V290H30z" fill="${C.deep}" opacity=".55"/>`;
    for (let i = 1; i < 5; i++) out += `<path d="M${30 + i * 68} 50v240" stroke="${C.deep}" stroke-width="2" opacity=".6"/>`;
    for (let i = 1; i < 4; i++) out += `<path d="M30 ${50 + i * 60}h340" stroke="${C.deep}" stroke-width="2" opacity=".6"/>`;
    return out + `<path d="M80 290v55M320 290v55M55 345h50M295 345h50" stroke="${C.steelL}" stroke-width="8" stroke-linecap="round"/>`;
  },
  videoprojecteur: () =>
    poly([[220, 205], [220, 260], [0, 340], [0, 90]], "url(#lb)") +
    isoBox(250, 170, 1, [0, 0, 0], [150, 110, 60], [C.steelL, C.steel, C.deep]) +
    `<ellipse cx="220" cy="232" rx="24" ry="28" fill="${C.deep}" stroke="url(#gd)" stroke-width="6"/><circle cx="220" cy="232" r="11" fill="url(#ac)"/>`,
  ecran: () =>
    `<rect x="30" y="40" width="340" height="230" rx="4" fill="${C.deep}"/><rect x="44" y="54" width="312" height="202" fill="url(#ac)"/><path d="M44 220l80-70 60 45 70-85 102 90v56H44z" fill="${C.night}" opacity=".45"/><circle cx="120" cy="110" r="24" fill="${C.goldL}" opacity=".8"/>` +
    `<path d="M60 270l-30 75M340 270l30 75M200 270v75" stroke="${C.steelL}" stroke-width="8" stroke-linecap="round"/>`,
  camera: () =>
    legs(200, 250, 110, 95) +
    `<rect x="110" y="150" width="190" height="100" rx="14" fill="url(#mt)"/><rect x="300" y="165" width="70" height="70" rx="10" fill="${C.steelL}"/><circle cx="370" cy="200" r="30" fill="${C.deep}" stroke="url(#gd)" stroke-width="6"/><circle cx="370" cy="200" r="12" fill="url(#ac)"/>` +
    `<rect x="60" y="160" width="55" height="40" rx="6" fill="${C.steel}"/><rect x="140" y="122" width="110" height="28" rx="8" fill="${C.steel}"/><circle cx="135" cy="172" r="7" fill="${C.magenta}"/>`,
  "ecran-pied": () =>
    `<rect x="30" y="40" width="340" height="200" rx="10" fill="${C.deep}" stroke="${C.steelL}" stroke-width="6"/><rect x="44" y="54" width="312" height="172" fill="url(#ac)" opacity=".9"/><rect x="70" y="80" width="120" height="14" rx="7" fill="${C.cream}" opacity=".9"/><rect x="70" y="104" width="180" height="10" rx="5" fill="${C.cream}" opacity=".55"/><circle cx="300" cy="170" r="30" fill="${C.goldL}" opacity=".7"/>` +
    `<rect x="190" y="240" width="20" height="90" fill="${C.steelL}"/><path d="M110 335h180" stroke="${C.steelL}" stroke-width="12" stroke-linecap="round"/><circle cx="115" cy="345" r="8" fill="${C.steel}"/><circle cx="285" cy="345" r="8" fill="${C.steel}"/>`,
  canape: () =>
    `<rect x="40" y="140" width="320" height="110" rx="30" fill="url(#cr)"/><rect x="20" y="200" width="360" height="90" rx="26" fill="#e9dff8"/><rect x="20" y="180" width="58" height="130" rx="24" fill="url(#cr)"/><rect x="322" y="180" width="58" height="130" rx="24" fill="url(#cr)"/>` +
    `<path d="M200 215v60" stroke="#cbbbe6" stroke-width="3"/><rect x="95" y="165" width="70" height="50" rx="14" fill="url(#ac)"/><path d="M60 310v30M340 310v30" stroke="url(#gd)" stroke-width="10" stroke-linecap="round"/>`,
  "mange-debout": () =>
    `<ellipse cx="200" cy="345" rx="90" ry="16" fill="${C.deep}"/><path d="M110 80Q200 105 290 80L220 200Q200 215 180 200ZM180 200Q200 215 220 200L290 340Q200 360 110 340Z" fill="url(#cr)"/><ellipse cx="200" cy="80" rx="92" ry="22" fill="#ffffff"/>` +
    `<path d="M150 200h100" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/><rect x="188" y="44" width="10" height="34" fill="${C.cream}"/><circle cx="193" cy="40" r="7" fill="${C.gold}"/>`,
  "table-ronde": () =>
    `<rect x="70" y="120" width="36" height="120" rx="14" fill="url(#gd)"/><rect x="294" y="120" width="36" height="120" rx="14" fill="url(#gd)"/><path d="M40 200Q200 240 360 200L380 330Q200 370 20 330Z" fill="url(#cr)"/><ellipse cx="200" cy="200" rx="160" ry="40" fill="#ffffff"/>` +
    `<path d="M200 205v-60" stroke="${C.steelL}" stroke-width="4"/><circle cx="200" cy="130" r="26" fill="${C.pink}"/><circle cx="180" cy="140" r="14" fill="${C.magenta}"/><circle cx="222" cy="138" r="14" fill="${C.cream}"/><circle cx="120" cy="190" r="5" fill="${C.gold}"/><circle cx="280" cy="190" r="5" fill="${C.gold}"/>`,
  chaise: () =>
    `<rect x="140" y="40" width="120" height="200" rx="50" fill="none" stroke="url(#gd)" stroke-width="14"/><path d="M170 80v140M200 70v150M230 80v140" stroke="url(#gd)" stroke-width="8"/><path d="M118 240h164l-12 26H130z" fill="url(#gd)"/><rect x="120" y="222" width="160" height="24" rx="10" fill="#ffffff"/>` +
    `<path d="M140 266l-10 80M260 266l10 80M175 266l-4 74M225 266l4 74" stroke="url(#gd)" stroke-width="10" stroke-linecap="round"/>`,
  pouf: () =>
    isoBox(200, 130, 1, [0, 0, 0], [130, 130, 140], [C.pink, C.magenta, "#a21d5c"]) +
    `<ellipse cx="200" cy="345" rx="140" ry="14" fill="${C.magenta}" opacity=".35"/>`,
  praticable: () => {
    // Deck raised on legs: the legs stand under the deck's three visible bottom corners.
    const [ox, oy, z] = [183, 150, 80];
    const corner = (x: number, y: number): [number, number] => [ox + (x - y) * 0.866, oy + (x + y) * 0.5 - z];
    const feet = [corner(0, 150), corner(190, 150), corner(190, 0)];
    return (
      feet.map(([x, y]) => `<path d="M${r(x)} ${r(y)}v${z}" stroke="${C.gold}" stroke-width="9" stroke-linecap="round"/>`).join("") +
      `<path d="M${feet.map(([x, y]) => `${r(x)} ${r(y + z * 0.6)}`).join("L")}" stroke="${C.lilac}" stroke-width="4" fill="none"/>` +
      isoBox(ox, oy, 1, [0, 0, z], [190, 150, 24], [C.steelL, C.steel, C.deep]) +
      `<ellipse cx="200" cy="${oy + 170 + 8}" rx="160" ry="14" fill="${C.deep}" opacity=".8"/>`
    );
  },
  truss: () => {
    let out = `<path d="M40 150L360 150M40 250L360 250M70 130L330 130M70 230L330 230" stroke="${C.steelL}" stroke-width="9" stroke-linecap="round"/>`;
    for (let x = 40; x < 360; x += 40) out += `<path d="M${x} 150L${x + 20} 250L${x + 40} 150" stroke="${C.lilac}" stroke-width="4" fill="none"/>`;
    return out + `<rect x="30" y="120" width="24" height="140" rx="4" fill="url(#gd)"/><rect x="346" y="120" width="24" height="140" rx="4" fill="url(#gd)"/><ellipse cx="200" cy="330" rx="150" ry="12" fill="${C.deep}"/>`;
  },
  "booth-dj": () =>
    `<path d="M70 150h260l-20 190H90z" fill="url(#cr)"/><path d="M70 150h260l-20 190H90z" fill="url(#ac)" opacity=".35"/><rect x="50" y="130" width="300" height="24" rx="6" fill="${C.deep}"/>` +
    `<rect x="90" y="104" width="90" height="26" rx="6" fill="${C.steel}"/><circle cx="135" cy="104" r="22" fill="${C.steelL}"/><rect x="220" y="104" width="90" height="26" rx="6" fill="${C.steel}"/><circle cx="265" cy="104" r="22" fill="${C.steelL}"/><rect x="188" y="90" width="24" height="40" rx="4" fill="url(#gd)"/>`,
  "controleur-dj": () =>
    poly([[50, 140], [350, 140], [385, 300], [15, 300]], "url(#mt)") +
    poly([[15, 300], [385, 300], [385, 325], [15, 325]], C.deep) +
    `<ellipse cx="110" cy="215" rx="62" ry="50" fill="${C.deep}" stroke="${C.lilac}" stroke-width="3"/><ellipse cx="110" cy="215" rx="18" ry="14" fill="url(#ac)"/><ellipse cx="290" cy="215" rx="62" ry="50" fill="${C.deep}" stroke="${C.lilac}" stroke-width="3"/><ellipse cx="290" cy="215" rx="18" ry="14" fill="url(#ac)"/>` +
    `<rect x="190" y="160" width="6" height="70" rx="3" fill="${C.deep}"/><rect x="206" y="160" width="6" height="70" rx="3" fill="${C.deep}"/><rect x="184" y="190" width="18" height="10" rx="2" fill="${C.gold}"/><rect x="200" y="175" width="18" height="10" rx="2" fill="${C.gold}"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${60 + i * 24}" y="275" width="18" height="12" rx="3" fill="${i % 2 ? C.magenta : C.violet}"/><rect x="${246 + i * 24}" y="275" width="18" height="12" rx="3" fill="${i % 2 ? C.violet : C.magenta}"/>`).join(""),
  pupitre: () =>
    `<path d="M130 110h140l-25 230h-90z" fill="${C.lilac}" opacity=".35" stroke="${C.cream}" stroke-width="3"/><path d="M110 90h180l-16 28H126z" fill="url(#mt)"/><circle cx="200" cy="210" r="34" fill="url(#ac)"/><path d="M188 210l12-18 12 18-12 18z" fill="${C.cream}"/>` +
    `<path d="M240 92C240 50 270 40 290 30" stroke="${C.steelL}" stroke-width="5" fill="none"/><rect x="282" y="14" width="22" height="26" rx="8" transform="rotate(30 293 27)" fill="${C.steel}"/><ellipse cx="200" cy="344" rx="70" ry="10" fill="${C.deep}"/>`,
};
