import type { ProductCategoryId } from "~/lib/rental-categories";
import type { SeedContent } from "./types";

// The rental catalogue. Prices are exact decimal strings in DT per day (see app/lib/money.ts);
// stock_quantity null means the depot does not limit the item.

type Product = {
  name: string;
  description: string;
  /** File name under /images/products/ (one drawing per kind of product). */
  image: string;
  price: string;
  stock: number | null;
  available?: boolean;
};

const catalogue: Record<ProductCategoryId, Product[]> = {
  audio: [
    {
      name: "Système line array 4+1",
      description: "Quatre têtes line array et un caisson par côté, amplification et traitement inclus : jusqu'à 800 personnes.",
      image: "line-array",
      price: "1200.00",
      stock: 4,
    },
    {
      name: "Enceinte amplifiée 12 pouces (paire)",
      description: "Deux enceintes actives de 1 000 W sur pieds, idéales pour séminaires, cocktails et soirées jusqu'à 150 personnes.",
      image: "enceinte",
      price: "180.00",
      stock: 20,
    },
    {
      name: "Caisson de basses 18 pouces",
      description: "Caisson actif de 1 600 W pour des basses profondes et maîtrisées, en complément de vos enceintes.",
      image: "caisson",
      price: "120.00",
      stock: 12,
    },
    {
      name: "Console numérique 32 voies",
      description: "Table de mixage numérique avec écran tactile, effets intégrés et pilotage sur tablette.",
      image: "console-son",
      price: "250.00",
      stock: 6,
    },
    {
      name: "Micro HF main",
      description: "Microphone sans fil main avec récepteur, portée de 100 m, piles neuves fournies pour chaque journée.",
      image: "micro",
      price: "35.00",
      stock: 40,
    },
    {
      name: "Micro-cravate HF",
      description: "Micro-cravate discret avec émetteur de ceinture, parfait pour conférenciers et animateurs.",
      image: "micro-cravate",
      price: "40.00",
      stock: 30,
    },
  ],
  light: [
    {
      name: "Lyre spot LED 300 W",
      description: "Projecteur asservi avec gobos, prisme et zoom pour animer scènes et pistes de danse.",
      image: "lyre",
      price: "95.00",
      stock: 32,
    },
    {
      name: "Projecteur PAR LED RGBW",
      description: "Projecteur d'ambiance sur batterie, sans câble, pour mettre en couleur murs, colonnes et tables.",
      image: "par-led",
      price: "25.00",
      stock: 40,
    },
    {
      name: "Poursuite 1 200 W",
      description: "Projecteur de poursuite avec opérateur en option, pour suivre orateurs et mariés avec précision.",
      image: "poursuite",
      price: "150.00",
      stock: 0,
    },
    {
      name: "Barre LED pixel 1 m",
      description: "Barre de 16 pixels pilotables pour des effets de vague, de chenillard et de contre-jour.",
      image: "barre-led",
      price: "30.00",
      stock: 24,
    },
    {
      name: "Machine à brouillard",
      description: "Machine à brouillard fin qui révèle les faisceaux lumineux sans gêner les invités.",
      image: "brouillard",
      price: "60.00",
      stock: 8,
    },
    {
      name: "Machine à fumée lourde",
      description: "Effet de nuage au sol pour l'ouverture de bal ou l'entrée sur scène.",
      image: "brouillard",
      price: "140.00",
      stock: 2,
      available: false,
    },
  ],
  video: [
    {
      name: "Mur LED P3.9 (le m²)",
      description: "Dalles LED haute luminosité assemblées à la taille voulue, lisibles même en plein jour, avec processeur vidéo.",
      image: "mur-led",
      price: "220.00",
      stock: 36,
    },
    {
      name: "Vidéoprojecteur 10 000 lumens",
      description: "Projecteur laser Full HD avec optique adaptée à votre salle, pour écrans jusqu'à 8 m de base.",
      image: "videoprojecteur",
      price: "350.00",
      stock: 6,
    },
    {
      name: "Écran de projection 4 × 3 m",
      description: "Écran à cadre avec toile de face ou de rétroprojection et habillage de velours noir.",
      image: "ecran",
      price: "140.00",
      stock: 10,
    },
    {
      name: "Caméra de captation 4K",
      description: "Caméra professionnelle avec trépied et opérateur en option, pour captation et diffusion en direct.",
      image: "camera",
      price: "300.00",
      stock: 5,
    },
    {
      name: "Écran 75 pouces sur pied",
      description: "Téléviseur 4K de 75 pouces sur pied mobile, pour stands, salles de sous-commission et signalétique.",
      image: "ecran-pied",
      price: "160.00",
      stock: 14,
    },
  ],
  furniture: [
    {
      name: "Canapé lounge blanc 3 places",
      description: "Canapé en simili-cuir blanc pour espaces VIP, salons de réception et coins lounge.",
      image: "canape",
      price: "90.00",
      stock: 16,
    },
    {
      name: "Mange-debout avec housse",
      description: "Table haute de cocktail avec housse stretch blanche ou noire, pour pauses et réceptions.",
      image: "mange-debout",
      price: "18.00",
      stock: 40,
    },
    {
      name: "Table ronde 10 personnes",
      description: "Table ronde de 180 cm avec nappe, pour dîners de gala, mariages et banquets.",
      image: "table-ronde",
      price: "22.00",
      stock: 35,
    },
    {
      name: "Chaise Napoléon dorée",
      description: "Chaise de réception en résine dorée avec galette d'assise, l'élégance des grands dîners.",
      image: "chaise",
      price: "4.50",
      stock: null,
    },
    {
      name: "Pouf cube lumineux",
      description: "Pouf rechargeable aux couleurs réglables, pour coins lounge et soirées.",
      image: "pouf",
      price: "15.00",
      stock: 30,
    },
  ],
  stage: [
    {
      name: "Praticable de scène 2 × 1 m",
      description: "Plateau de scène réglable de 20 à 100 cm, assemblable en scènes jusqu'à 80 m², avec jupes noires.",
      image: "praticable",
      price: "28.00",
      stock: 40,
    },
    {
      name: "Structure truss carrée 3 m",
      description: "Élément de structure aluminium pour portiques, ponts lumière et arches d'entrée.",
      image: "truss",
      price: "35.00",
      stock: 38,
    },
    {
      name: "Booth DJ lumineux",
      description: "Façade DJ en Lycra blanc rétroéclairée, avec plateau, pour des soirées au look impeccable.",
      image: "booth-dj",
      price: "120.00",
      stock: 3,
    },
    {
      name: "Contrôleur DJ 4 voies",
      description: "Contrôleur professionnel 4 voies avec platines jog et carte son, livré avec casque.",
      image: "controleur-dj",
      price: "150.00",
      stock: 4,
    },
    {
      name: "Pupitre de conférence",
      description: "Pupitre en plexiglas avec micro col de cygne et face personnalisable à votre logo.",
      image: "pupitre",
      price: "65.00",
      stock: 8,
    },
  ],
};

export const rentalProducts: SeedContent["rentalProducts"] = Object.entries(catalogue).flatMap(([category, products]) =>
  products.map((product) => ({
    name: product.name,
    category,
    description: product.description,
    image_url: `/images/products/${product.image}.svg`,
    price: product.price,
    period: "jour",
    stock_quantity: product.stock,
    is_available: product.available ?? true,
  })),
);
