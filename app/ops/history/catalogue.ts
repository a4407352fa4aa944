// The made-up catalogue: products of every rental category, each base product in its variants,
// at whole or half dinars (exact cents, ADR 002) and with the stocks a depot holds. A product is
// drawn from its index alone, so a run tops a catalogue up from its current size.

import type { rental_products } from "~/db/schema";
import { PRODUCT_CATEGORY_IDS, type ProductCategoryId } from "~/lib/rental-categories";
import { centsToDecimal, type Cents } from "~/lib/pricing";
import { type IsoDate } from "~/lib/calendar-dates";
import { Random } from "./random";
import { historyId } from "./history-ids";
import { historyWindow, tunisTime } from "./history-window";

type ProductBase = {
  name: string;
  description: string;
  /** Day price range in DT HT. */
  price: readonly [number, number];
  /** Units owned; null: not limited. */
  stock: readonly [number, number] | null;
  /** Preparation and return-check days of a bulky item. */
  buffers?: readonly [number, number];
};

const p = (name: string, description: string, price: [number, number], stock: [number, number] | null, buffers?: [number, number]): ProductBase => ({
  name,
  description,
  price,
  stock,
  ...(buffers ? { buffers } : {}),
});

const PRODUCT_BASES: Record<ProductCategoryId, readonly ProductBase[]> = {
  audio: [
    p("Enceinte colonne active", "Système colonne compact, clair et discret, pour conférences et cocktails jusqu'à 200 personnes.", [90, 160], [6, 20]),
    p("Enceinte de retour de scène", "Retour coaxial pour les orateurs et les musiciens, posé au sol devant la scène.", [45, 80], [6, 16]),
    p("Caisson de basses double 15 pouces", "Caisson actif pour les soirées dansantes et les concerts en plein air.", [130, 220], [4, 10]),
    p("Console analogique 16 voies", "Table de mixage simple et fiable pour séminaires, mariages et petites scènes.", [80, 140], [3, 8]),
    p("Console numérique 48 voies", "Console de tournée avec boîtier de scène, pour les congrès et les grands concerts.", [320, 480], [2, 4], [1, 1]),
    p("Micro serre-tête HF", "Micro sans fil serre-tête, mains libres, pour les animateurs et les démonstrations.", [40, 60], [10, 30]),
    p("Micro col de cygne de pupitre", "Micro de pupitre à col flexible, avec bague lumineuse de prise de parole.", [18, 30], [10, 30]),
    p("Poste délégué de conférence", "Poste micro pour tables de congrès, avec bouton de demande de parole.", [22, 35], [40, 120]),
    p("Récepteur de traduction simultanée", "Récepteur de poche et casque pour suivre l'interprétation en plusieurs langues.", [6, 10], [100, 400]),
    p("Cabine de traduction insonorisée", "Cabine pour deux interprètes, ventilée et éclairée, montée par nos techniciens.", [280, 420], [2, 6], [1, 1]),
    p("Amplificateur 2 × 1 000 W", "Amplificateur de puissance en rack, protections et câblage fournis.", [60, 110], [4, 12]),
    p("Lecteur multimédia et platine CD", "Lecteur USB, CD et Bluetooth pour les musiques d'accueil et les génériques.", [25, 45], [4, 10]),
    p("Mégaphone sans fil", "Porte-voix léger pour l'accueil des groupes et les évacuations.", [15, 25], [4, 10]),
    p("Système line array compact", "Ligne source compacte et ses caissons pour 300 à 500 personnes.", [650, 950], [2, 4], [1, 1]),
  ],
  light: [
    p("Lyre wash LED 19 × 15 W", "Projecteur asservi à faisceau large pour baigner scènes et salles de couleur.", [80, 130], [12, 40]),
    p("Lyre beam 230 W", "Faisceau serré et intense pour les effets aériens des soirées.", [90, 140], [8, 24]),
    p("Découpe LED 200 W", "Projecteur à couteaux pour éclairer orateurs, pupitres et logos.", [45, 75], [8, 24]),
    p("Projecteur PAR LED sur batterie", "Projecteur sans fil pilotable en DMX, pour colonnes, arbres et façades.", [22, 35], [20, 60]),
    p("Barre LED d'architecture 1 m", "Barre de mise en lumière des murs et des structures, couleurs réglables.", [20, 35], [16, 48]),
    p("Console lumière DMX 1 024 canaux", "Pupitre lumière avec écran, mémoires et pilotage des lyres.", [150, 260], [2, 5]),
    p("Guirlande guinguette 20 m", "Guirlande d'ampoules chaudes pour les jardins, patios et terrasses.", [25, 45], [10, 30]),
    p("Rideau lumineux LED 3 × 6 m", "Toile étoilée pour fonds de scène et entrées de salle.", [60, 110], [4, 12]),
    p("Machine à bulles", "Machine silencieuse pour les entrées des mariés et les fêtes d'enfants.", [25, 40], [4, 10]),
    p("Machine à étincelles froides", "Fontaine d'étincelles sans flamme ni fumée, autorisée en intérieur.", [110, 170], [4, 8]),
    p("Boule à facettes motorisée", "Boule à facettes de 50 cm avec moteur et projecteurs dédiés.", [30, 55], [3, 8]),
    p("Projecteur gobo monogramme", "Projection de vos initiales ou de votre logo sur un mur ou la piste.", [40, 70], [4, 10]),
    p("Canon à confettis", "Lanceur électrique de confettis ou de serpentins pour les temps forts.", [35, 60], [4, 10]),
    p("Stroboscope LED", "Flash LED puissant et réglable pour les soirées dansantes.", [30, 50], [6, 16]),
  ],
  video: [
    p("Vidéoprojecteur laser 7 000 lumens", "Projecteur laser silencieux pour salles de congrès et plénières.", [280, 420], [3, 8], [1, 0]),
    p("Écran LED 55 pouces sur pied", "Écran professionnel pour l'affichage, la signalétique et les stands.", [90, 140], [6, 16]),
    p("Écran de projection sur cadre 3 × 2 m", "Toile tendue sur cadre, face avant ou rétroprojection.", [70, 110], [4, 10]),
    p("Mur LED extérieur P4.8 (le m²)", "Dalles LED lumineuses en plein soleil, pour scènes et festivals.", [90, 140], [24, 80], [2, 1]),
    p("Régie vidéo multicaméra", "Mélangeur, retours et enregistrement pour capter un congrès en direct.", [500, 800], [1, 3], [1, 1]),
    p("Caméra PTZ pour diffusion en direct", "Caméra motorisée pilotée à distance, idéale pour les événements hybrides.", [120, 190], [4, 10]),
    p("Kit de diffusion en direct", "Encodeur, liaison 4G et supervision pour diffuser sur YouTube, Teams ou Zoom.", [250, 400], [2, 5]),
    p("Téléviseur 65 pouces", "Grand téléviseur 4K sur pied ou en accroche, pour salons et stands.", [70, 110], [6, 16]),
    p("Moniteur de retour orateur 32 pouces", "Écran de retour au pied de la scène pour suivre les diapositives.", [40, 70], [6, 16]),
    p("Borne tactile interactive", "Borne d'information ou de vote, avec application personnalisable.", [150, 240], [2, 6]),
    p("Photobooth avec impression", "Cabine photo avec fond, accessoires et impression instantanée.", [250, 380], [2, 4]),
    p("Drone de prise de vue avec pilote", "Images aériennes par un télépilote agréé, montage en option.", [450, 700], [1, 2]),
    p("Mélangeur vidéo HDMI 4 entrées", "Mélangeur compact pour passer des caméras aux présentations.", [70, 120], [3, 8]),
    p("Enregistreur vidéo 4K", "Enregistreur de programme sur disque, pour archiver vos interventions.", [50, 80], [4, 10]),
  ],
  furniture: [
    p("Chaise Chiavari transparente", "Chaise élégante en polycarbonate, avec galette assortie.", [5, 8], null),
    p("Chaise pliante blanche", "Chaise de cérémonie légère pour les mariages en plein air.", [2.5, 4], [200, 800]),
    p("Table rectangulaire 180 × 80 cm", "Table pliante pour buffets, ateliers et salles de classe.", [12, 20], [40, 120]),
    p("Table ronde 8 personnes", "Table de réception de 150 cm de diamètre, nappage en option.", [14, 22], [30, 100]),
    p("Nappe en lin (la pièce)", "Nappe blanche ou ivoire, lavée et repassée par nos soins.", [6, 10], null),
    p("Fauteuil médaillon", "Fauteuil de style pour les mariés, les orateurs ou un coin photo.", [35, 55], [10, 30]),
    p("Canapé Chesterfield 3 places", "Canapé capitonné pour les salons VIP et les plateaux télévisés.", [120, 180], [4, 10]),
    p("Table basse en bois massif", "Table basse pour les espaces lounge et les plateaux de débat.", [25, 40], [8, 20]),
    p("Comptoir d'accueil lumineux", "Comptoir rétroéclairé pour l'accueil et l'enregistrement des participants.", [90, 140], [3, 8]),
    p("Tabouret haut de bar", "Tabouret assorti aux mange-debout pour les cocktails.", [8, 14], [30, 100]),
    p("Banquette lounge modulable", "Éléments de banquette à assembler pour composer vos salons.", [60, 95], [8, 24]),
    p("Arche florale en bois", "Arche de cérémonie à fleurir, pour l'échange des alliances.", [80, 140], [2, 6]),
    p("Tapis rouge (le mètre)", "Tapis d'accueil en largeur de 1,5 m, posé et fixé.", [6, 10], null),
    p("Potelet et cordon d'accueil", "Potelet doré ou chromé avec cordon velours pour guider vos invités.", [8, 14], [20, 60]),
  ],
  stage: [
    p("Scène modulaire 6 × 4 m", "Scène complète avec jupes, escalier et garde-corps, montée par nos équipes.", [650, 950], [1, 3], [2, 1]),
    p("Podium orateur 2 × 2 m", "Petit podium moquetté pour les discours et les remises de prix.", [90, 140], [3, 8]),
    p("Escalier de scène réglable", "Escalier à hauteur réglable avec main courante.", [30, 50], [4, 12]),
    p("Pont truss triangulaire 6 m", "Pont aluminium pour accrocher lumières, écrans et décors.", [70, 110], [8, 24]),
    p("Portique truss 8 × 5 m", "Portique autoportant pour scènes extérieures et entrées monumentales.", [300, 450], [2, 4], [1, 1]),
    p("Table de mixage DJ 4 voies", "Table de mixage club avec effets, pour DJ invités.", [80, 130], [3, 8]),
    p("Platine DJ numérique (paire)", "Deux platines numériques de référence, prêtes à jouer.", [120, 190], [2, 6]),
    p("Estrade pour orchestre", "Estrade à deux niveaux pour orchestres et troupes traditionnelles.", [140, 220], [2, 5]),
    p("Piste de danse lumineuse (le m²)", "Dalles LED de piste de danse, effets programmables.", [30, 45], [36, 100], [1, 1]),
    p("Piste de danse en parquet noir (le m²)", "Parquet de danse brillant, posé sur gazon ou sur sable.", [12, 20], [50, 150]),
    p("Pied de levage 6 m", "Pied à treuil pour lever projecteurs et enceintes en plein air.", [40, 65], [6, 16]),
    p("Toile de fond de scène noire", "Pendrillons et frises pour habiller le fond et les côtés de la scène.", [35, 55], [4, 12]),
    p("Garde-corps de scène (le mètre)", "Garde-corps de sécurité pour scènes et estrades surélevées.", [10, 16], [20, 60]),
    p("Régie technique couverte", "Tente de régie pour le son et la lumière des événements en extérieur.", [140, 220], [1, 4]),
  ],
};

/** Variants of every product: a name suffix, a description line and a price factor (percent). */
const VARIANTS = [
  { suffix: "", line: "", factor: 100 },
  { suffix: " — finition noire", line: " Finition noire, discrète sur scène.", factor: 100 },
  { suffix: " — finition blanche", line: " Finition blanche pour les mariages et réceptions.", factor: 105 },
  { suffix: " — modèle premium", line: " Modèle haut de gamme, entretenu après chaque location.", factor: 135 },
  { suffix: " — version compacte", line: " Version compacte, facile à loger dans les petites salles.", factor: 85 },
  { suffix: " — série 2024", line: " Dernière série, livrée avec ses accessoires.", factor: 110 },
  { suffix: " — modèle économique", line: " Modèle économique pour les petits budgets.", factor: 75 },
  { suffix: " — version tournée", line: " Version renforcée en flight-case pour les déplacements.", factor: 120 },
] as const;

export type NewProduct = typeof rental_products.$inferInsert & { id: string; name: string; price: string };

/**
 * `count` catalogue products, the `startIndex`-th onwards: categories in turn, then each base
 * product of the category, then its variants; names stay unique as the index grows. Prices are
 * whole or half dinars drawn within the base's range; stocks within its range (a few items out
 * of stock or withdrawn from rental, as in a real depot).
 */
export function generateProducts(input: { seed: number; run: number; startIndex: number; count: number; today: IsoDate }): NewProduct[] {
  const window = historyWindow(input.today);
  const products: NewProduct[] = [];
  for (let j = 0; j < input.count; j++) {
    const k = input.startIndex + j;
    const random = new Random(input.seed, `product/${k}`);
    const category = PRODUCT_CATEGORY_IDS[k % PRODUCT_CATEGORY_IDS.length]!;
    const bases = PRODUCT_BASES[category];
    const m = Math.floor(k / PRODUCT_CATEGORY_IDS.length);
    const base = bases[m % bases.length]!;
    const variant = VARIANTS[Math.floor(m / bases.length) % VARIANTS.length]!;
    const lot = Math.floor(m / (bases.length * VARIANTS.length));
    // Half dinars: integers of 50 cents, drawn between the base's bounds scaled by the variant.
    const lowHalves = Math.ceil((base.price[0] * 2 * variant.factor) / 100);
    const highHalves = Math.max(lowHalves, Math.floor((base.price[1] * 2 * variant.factor) / 100));
    const price: Cents = BigInt(random.int(lowHalves, highHalves)) * 50n;
    let stock: number | null = base.stock ? random.int(base.stock[0], base.stock[1]) : null;
    if (random.chance(0.02)) stock = 0;
    const createdAt = new Date(tunisTime(window.firstDay - random.int(30, 400), random.int(9 * 60, 17 * 60)));
    products.push({
      id: historyId(input.seed, input.run, "rental_products", k),
      name: `${base.name}${variant.suffix}${lot > 0 ? ` (lot ${lot + 1})` : ""}`,
      category,
      description: `${base.description}${variant.line}`,
      image_url: `/images/categories/${category}.svg`,
      price: centsToDecimal(price),
      period: "jour",
      stock_quantity: stock,
      is_available: !random.chance(0.02),
      buffer_days_before: base.buffers ? base.buffers[0] : random.chance(0.7) ? null : random.int(0, 1),
      buffer_days_after: base.buffers ? base.buffers[1] : random.chance(0.7) ? null : random.int(0, 1),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return products;
}
