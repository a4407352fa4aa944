import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { seedContent } from "../app/db/seed/data";
import { avatarPath, ogImagePath, slugify } from "../app/db/seed/data/build";
import { CLIENT_NAMES } from "../app/db/seed/data/showcase";
import { EQUIPMENT, equipmentDefs } from "./artwork/equipment";
import { ACCENTS, C, backdrop, linear, radial, svgDoc } from "./artwork/kit";
import { H, W, category, digital, sceneSvg, type DigitalMotif, type SceneName } from "./artwork/scenes";

// npx tsx scripts/render-artwork.ts — draws the repository artwork into public/images/.
// Deterministic: a second run rewrites the same bytes. Names of avatars and Open Graph images
// come from the seed itself, so a new testimonial or page only needs a re-run.

const OUT = join(process.cwd(), "public", "images");
const sizes: number[] = [];

function write(path: string, content: string | Buffer) {
  const file = join(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  sizes.push(Buffer.byteLength(content));
}

type Art = { scene: SceneName; v: number } | { digital: DigitalMotif; v: number } | { category: Parameters<typeof category>[0] };

function render(art: Art): string {
  if ("scene" in art) return sceneSvg(art.scene, art.v);
  const { defs, body } = "digital" in art ? digital(art.digital, art.v) : category(art.category);
  return svgDoc(W, H, defs, body);
}

const SCENE_FILES: Record<string, Art> = {
  // Heroes
  "heroes/accueil": { scene: "stage", v: 0 },
  "heroes/contact": { scene: "terrace", v: 1 },
  "heroes/portfolio": { scene: "gala", v: 0 },
  "heroes/location-materiel": { category: "light" },
  "heroes/location": { category: "video" },
  "heroes/panier": { category: "furniture" },
  "heroes/imagine-events": { scene: "conference", v: 0 },
  "heroes/plateforme-inscription": { digital: "form", v: 0 },
  "heroes/imagine4digital": { digital: "stream", v: 1 },
  "heroes/imagine-we-make-it-real": { scene: "stage", v: 1 },
  "heroes/yourday": { scene: "wedding", v: 0 },
  "heroes/planification-premium": { scene: "conference", v: 1 },
  "heroes/gestion-inscriptions": { digital: "badge", v: 2 },
  "heroes/modelisation-3d": { scene: "stand", v: 0 },
  "heroes/hebergement-restauration": { scene: "hotel", v: 0 },
  "heroes/diners-activites": { scene: "terrace", v: 0 },
  "heroes/inscription-digitale": { digital: "form", v: 1 },
  "heroes/paiement-securise": { digital: "payment", v: 0 },
  "heroes/dashboard-pro": { digital: "dashboard", v: 0 },
  "heroes/gestion-abstracts": { digital: "abstract", v: 0 },
  "heroes/e-posters": { scene: "expo", v: 0 },
  "heroes/certification-digitale": { digital: "certificate", v: 0 },
  "heroes/campagnes-emailing": { digital: "mail", v: 0 },
  // Home strip 'Nos Réalisations en Images'
  "gallery/realisation-01": { scene: "stage", v: 2 },
  "gallery/realisation-02": { scene: "gala", v: 1 },
  "gallery/realisation-03": { scene: "wedding", v: 1 },
  "gallery/realisation-04": { scene: "expo", v: 1 },
  "gallery/realisation-05": { scene: "stage", v: 3 },
  "gallery/realisation-06": { digital: "stream", v: 2 },
  "gallery/realisation-07": { scene: "terrace", v: 2 },
  "gallery/realisation-08": { scene: "conference", v: 2 },
  // Premium planning gallery
  "gallery/planification-01": { scene: "conference", v: 3 },
  "gallery/planification-02": { scene: "gala", v: 2 },
  "gallery/planification-03": { scene: "expo", v: 2 },
  "gallery/planification-04": { scene: "conference", v: 5 },
  "gallery/planification-05": { scene: "stage", v: 4 },
  "gallery/planification-06": { scene: "terrace", v: 3 },
  // 3D stand gallery
  "gallery/stand-3d-01": { scene: "stand", v: 1 },
  "gallery/stand-3d-02": { scene: "stand", v: 2 },
  "gallery/stand-3d-03": { scene: "stand", v: 7 },
  "gallery/stand-3d-04": { scene: "stand", v: 3 },
  "gallery/stand-3d-05": { scene: "expo", v: 3 },
  "gallery/stand-3d-06": { scene: "stand", v: 4 },
  // Shared by every page
  "gallery/ambiance-01": { digital: "badge", v: 1 },
  "gallery/ambiance-02": { scene: "stage", v: 5 },
  "gallery/ambiance-03": { scene: "gala", v: 3 },
  // Portfolio
  "portfolio/congres-cardiologie": { scene: "conference", v: 4 },
  "portfolio/convention-banque": { scene: "stage", v: 6 },
  "portfolio/mariage-berges-du-lac": { scene: "wedding", v: 2 },
  "portfolio/salon-pharmacie": { scene: "expo", v: 4 },
  "portfolio/gala-anniversaire": { scene: "gala", v: 4 },
  "portfolio/symposium-hybride": { digital: "stream", v: 3 },
  "portfolio/lancement-produit": { scene: "stage", v: 7 },
  "portfolio/soiree-terrasse": { scene: "terrace", v: 4 },
  // Depot categories (paths used by app/lib/rental-categories.ts)
  "categories/audio": { category: "audio" },
  "categories/light": { category: "light" },
  "categories/video": { category: "video" },
  "categories/furniture": { category: "furniture" },
  "categories/stage": { category: "stage" },
};

/** Accent of each product drawing: its category's colour. */
const PRODUCT_ACCENT: Record<string, number> = { audio: 0, light: 2, video: 1, furniture: 3, stage: 1 };

function productSvg(name: string, categoryId: string): string {
  const [a0, a1] = ACCENTS[PRODUCT_ACCENT[categoryId] ?? 0]!;
  const bd = backdrop(800, 800, a0, name.length * 7, 10);
  const defs = bd.defs + equipmentDefs(a0, a1);
  const body = `${bd.body}<ellipse cx="400" cy="690" rx="300" ry="40" fill="${C.deep}" opacity=".7"/><g transform="translate(80 80) scale(1.6)">${EQUIPMENT[name]!()}</g>`;
  return svgDoc(800, 800, defs, body);
}

function wordmarkSvg(name: string): string {
  const size = name.length <= 3 ? 34 : name.length <= 5 ? 30 : 26;
  return svgDoc(
    200,
    80,
    "",
    `<rect x="6" y="10" width="188" height="60" rx="10" fill="none" stroke="#6e6585" stroke-width="2"/><text x="100" y="40" dominant-baseline="central" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="600" letter-spacing="3" fill="#4a4260">${name.toUpperCase()}</text>`,
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !["Dr", "Pr", "et"].includes(word));
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1]![0] : "")).toUpperCase();
}

function avatarSvg(name: string, index: number): string {
  const [a0, a1] = ACCENTS[index % 4]!;
  return svgDoc(
    96,
    96,
    linear("a", [["0", a0], ["1", a1]], 1, 1),
    `<circle cx="48" cy="48" r="48" fill="url(#a)"/><circle cx="48" cy="48" r="44" fill="none" stroke="${C.cream}" stroke-opacity=".35" stroke-width="2"/><text x="48" y="49" dominant-baseline="central" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="36" font-weight="700" fill="#ffffff">${initials(name)}</text>`,
  );
}

/** The square mark shown beside the brand name: an "i" whose dot is a golden spark, on a stage. */
function logoSvg(): string {
  return svgDoc(
    128,
    128,
    linear("m", [["0", C.violet], ["1", C.magenta]], 1, 1) + linear("g", [["0", C.goldL], ["1", C.gold]], 1, 1) + radial("h", C.magenta, 0.45),
    `<rect width="128" height="128" rx="28" fill="${C.night}"/><circle cx="64" cy="40" r="50" fill="url(#h)"/><path d="M28 104h72" stroke="${C.lilac}" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/><rect x="54" y="54" width="20" height="50" rx="10" fill="url(#m)"/><path d="M64 12l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill="url(#g)"/>`,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** 1200 × 630 social card: the page's hero title over the brand's night backdrop. */
function ogSvg(title: string, subtitle: string, seed: number): string {
  const bd = backdrop(1200, 630, C.violet, seed, 40);
  const words = title.split(" ");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= 24) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  // DejaVu Serif Bold runs about 0.64 em per character: the longest line must fit in 1020 px.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(lines.length > 2 ? 64 : 76, Math.floor(1000 / (longest * 0.64)));
  const top = 300 - ((lines.length - 1) * fontSize * 1.1) / 2;
  const text = lines
    .map((line, i) => `<text x="90" y="${Math.round(top + i * fontSize * 1.1)}" font-family="'DejaVu Serif', Georgia, serif" font-size="${fontSize}" font-weight="700" fill="${C.cream}">${escapeXml(line)}</text>`)
    .join("");
  return svgDoc(
    1200,
    630,
    bd.defs + linear("m", [["0", C.violet], ["1", C.magenta]], 1, 0),
    `${bd.body}<rect x="90" y="${Math.round(top - fontSize - 40)}" width="120" height="8" rx="4" fill="url(#m)"/>${text}<text x="90" y="${Math.round(top + lines.length * fontSize * 1.1 + 20)}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="32" fill="${C.goldL}">${escapeXml(subtitle)}</text><text x="90" y="570" font-family="'DejaVu Serif', Georgia, serif" font-size="30" font-weight="700" fill="${C.lilac}">Imagine · excellence événementielle</text>`,
  );
}

async function main() {
  for (const [path, art] of Object.entries(SCENE_FILES)) write(`${path}.svg`, render(art));

  const drawn = new Set<string>();
  for (const product of seedContent.rentalProducts) {
    const name = product.image_url.replace(/^\/images\/products\/|\.svg$/g, "");
    if (drawn.has(name)) continue;
    drawn.add(name);
    write(`products/${name}.svg`, productSvg(name, product.category));
  }

  for (const name of CLIENT_NAMES) write(`clients/${slugify(name)}.svg`, wordmarkSvg(name));
  seedContent.testimonials.forEach((t, i) => write(avatarPath(t.author_name).replace(/^\/images\//, ""), avatarSvg(t.author_name, i)));
  write("logo.svg", logoSvg());

  for (const [i, seo] of seedContent.seoMetadata.entries()) {
    const hero = seedContent.heroSections.find((row) => row.page_route === seo.route)!;
    const jpeg = await sharp(Buffer.from(ogSvg(hero.title, hero.subtitle ?? "", 300 + i)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    write(ogImagePath(seo.route).replace(/^\/images\//, ""), jpeg);
  }

  const svgSizes = sizes.slice(0, sizes.length - seedContent.seoMetadata.length);
  console.log(
    `${sizes.length} images écrites ; SVG : max ${Math.max(...svgSizes)} octets, moyenne ${Math.round(svgSizes.reduce((a, b) => a + b, 0) / svgSizes.length)} octets.`,
  );
}

await main();
