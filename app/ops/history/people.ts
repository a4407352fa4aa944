// Who orders and writes, and where the equipment goes: Tunisian first and last names, companies
// of the agency's trades (clinics, hotels, firms, wedding planners, culture), e-mails, +216
// phones, and the towns served with their delivery fees, so that the history reads like the
// agency's own clients.

import type { Random } from "./random";

const FIRST_NAMES = [
  "Amel", "Asma", "Emna", "Fatma", "Héla", "Ines", "Imen", "Leïla", "Mariem", "Meriem", "Nour", "Olfa", "Rim", "Rania", "Salma",
  "Sana", "Sarra", "Sonia", "Wafa", "Yasmine", "Zeineb", "Nesrine", "Khadija", "Hajer", "Dorra", "Chaïma", "Souad", "Nadia",
  "Hanène", "Samia", "Ahmed", "Ali", "Anis", "Aymen", "Bilel", "Chokri", "Farès", "Habib", "Hédi", "Hamza", "Karim", "Khaled",
  "Lotfi", "Mehdi", "Mohamed", "Montassar", "Nabil", "Omar", "Rached", "Riadh", "Sami", "Skander", "Slim", "Tarek", "Walid",
  "Yassine", "Youssef", "Zied", "Moez", "Hatem", "Néji", "Fethi", "Raouf", "Kaïs",
] as const;

const LAST_NAMES = [
  "Ben Salah", "Trabelsi", "Jendoubi", "Gharbi", "Mejri", "Chaabane", "Hammami", "Karoui", "Ayari", "Sassi", "Khelifi",
  "Masmoudi", "Ben Amor", "Dridi", "Zouari", "Baccouche", "Chebbi", "Mabrouk", "Haddad", "Ferchichi", "Jaziri", "Kammoun",
  "Ellouze", "Abid", "Belhaj", "Bouzid", "Ben Youssef", "Chérif", "Guesmi", "Hamdi", "Laabidi", "Nasri", "Oueslati", "Rekik",
  "Saïdi", "Tlili", "Zribi", "Ben Hamida", "Mhiri", "Fourati", "Sfar", "Chtourou", "Damak", "Frikha", "Triki", "Bahri",
  "Kallel", "Ben Mansour", "Miled", "Bouslama", "Ben Romdhane", "M'barek", "El Euch", "Ben Aïssa",
] as const;

const COMPANIES = {
  medical: [
    "Clinique Les Berges du Lac", "Clinique Pasteur Tunis", "Polyclinique du Sahel", "Clinique Les Oliviers", "Clinique El Manar",
    "Centre de dialyse Ennasr", "Laboratoires Médina Pharma", "Laboratoire d'analyses médicales El Menzah",
    "Laboratoires Carthage Santé", "Société Tunisienne de Cardiologie", "Société Tunisienne de Pédiatrie",
    "Association Tunisienne de Diabétologie", "Société Tunisienne d'Ophtalmologie", "Collège Tunisien de Radiologie",
    "Faculté de Médecine de Sousse", "Laboratoires Hannibal Génériques", "Clinique Ibn Khaldoun Sfax", "Société Tunisienne de Dermatologie",
  ],
  hotels: [
    "Hôtel Les Jasmins", "Hôtel Royal Carthage", "Hôtel Médina Palace Hammamet", "Hôtel Corniche Bizerte", "Hôtel Dar Djerba Club",
    "Hôtel Résidence Gammarth", "Hôtel Phénicia Palace", "Hôtel Oasis Tozeur", "Hôtel Kasbah Monastir", "Hôtel Belvédère Tunis",
    "Hôtel El Kantaoui Marina", "Hôtel Sfax Centre",
  ],
  corporate: [
    "Société Générale d'Événements", "Banque Méditerranéenne de Développement", "Groupe Sfax Industries", "Atlas Télécom Tunisie",
    "Cap Bon Agro", "Sahel Automobiles", "Carthage Informatique", "Tunis Consulting Group", "Société Tunisienne d'Électronique",
    "Olivéa Huiles d'Olive", "Délices du Sud", "Médina Textile", "Assurances Étoile du Nord", "Énergies Renouvelables du Cap Bon",
  ],
  weddings: ["Dar El Farah Événements", "Les Noces de Carthage", "Yasmine Wedding Planner", "Bel Événement Sousse", "Fêtes & Traditions Sfax"],
  culture: [
    "Festival des Arts de Hammamet", "Association Culturelle El Kantaoui", "Municipalité de La Marsa", "Rotary Club Sfax",
    "Festival Musiques du Sahel", "Maison de la Culture Ibn Rachiq", "Association des Jeunes Créateurs de Bizerte",
  ],
} as const;
export type CompanyGroup = keyof typeof COMPANIES;

type Place = { city: string; postal: string; streets: readonly string[]; fee: readonly [number, number]; weight: number };

/** Where the equipment goes, with the delivery fee the agency charges there (DT HT). */
export const PLACES: readonly Place[] = [
  { city: "Tunis", postal: "1000", streets: ["avenue Habib Bourguiba", "rue de Marseille", "avenue de Paris", "rue Charles de Gaulle", "avenue Mohamed V"], fee: [30, 70], weight: 16 },
  { city: "Les Berges du Lac, Tunis", postal: "1053", streets: ["rue du Lac Léman", "rue du Lac Windermere", "rue du Lac Malaren", "rue du Lac Biwa"], fee: [30, 70], weight: 10 },
  { city: "La Marsa", postal: "2070", streets: ["avenue Habib Bourguiba", "rue du Saf-Saf", "avenue de la Corniche"], fee: [40, 80], weight: 6 },
  { city: "Gammarth", postal: "2078", streets: ["route touristique", "avenue de la Mer"], fee: [50, 90], weight: 5 },
  { city: "Carthage", postal: "2016", streets: ["avenue Hannibal", "rue Tanit", "avenue de la République"], fee: [40, 80], weight: 4 },
  { city: "Ariana", postal: "2080", streets: ["avenue de l'Indépendance", "rue Ibn Khaldoun"], fee: [40, 80], weight: 5 },
  { city: "Hammamet", postal: "8050", streets: ["zone touristique Yasmine", "avenue de la République", "route de Nabeul"], fee: [120, 180], weight: 8 },
  { city: "Nabeul", postal: "8000", streets: ["avenue Habib Thameur", "rue de la Poterie"], fee: [120, 170], weight: 3 },
  { city: "Sousse", postal: "4000", streets: ["boulevard du 14 Janvier", "avenue Léopold Sédar Senghor", "route de la Corniche"], fee: [160, 240], weight: 10 },
  { city: "Port El Kantaoui", postal: "4089", streets: ["zone touristique", "boulevard de la Marina"], fee: [170, 250], weight: 4 },
  { city: "Monastir", postal: "5000", streets: ["route de la Falaise", "avenue Habib Bourguiba"], fee: [180, 260], weight: 4 },
  { city: "Sfax", postal: "3000", streets: ["route de Tunis km 4", "avenue Hédi Chaker", "rue Habib Maazoun", "route de Gabès km 2"], fee: [240, 340], weight: 9 },
  { city: "Bizerte", postal: "7000", streets: ["avenue de la République", "corniche de Bizerte"], fee: [90, 140], weight: 3 },
  { city: "Kairouan", postal: "3100", streets: ["avenue de la République", "rue Ali Belhouane"], fee: [200, 280], weight: 2 },
  { city: "Djerba Midoun", postal: "4116", streets: ["zone touristique", "route de Sidi Mehrez"], fee: [380, 520], weight: 3 },
  { city: "Tozeur", postal: "2200", streets: ["route touristique", "avenue Abou El Kacem Chebbi"], fee: [420, 560], weight: 1 },
];
export const PLACE_WEIGHTS: Record<string, number> = Object.fromEntries(PLACES.map((p, i) => [String(i), p.weight]));

const EMAIL_DOMAINS: Record<string, number> = { "gmail.com": 45, "yahoo.fr": 15, "hotmail.com": 10, "topnet.tn": 8, "planet.tn": 5, "outlook.fr": 5 };

/** "Hôtel Phénicia Palace" → "hotel-phenicia-palace"; "Chaïma" → "chaima". */
function slug(text: string, separator = "-"): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^-+|-+$/g, "");
}

type Person = { first_name: string; last_name: string; email: string; phone: string; company: string | null };

export function makePerson(random: Random, companyGroups: readonly CompanyGroup[] | null): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const company = companyGroups && companyGroups.length > 0 ? random.pick(COMPANIES[random.pick(companyGroups)]) : null;
  const f = slug(first, "");
  const l = slug(last, "");
  const local = random.weighted({ dotted: 5, initial: 3, numbered: 2 });
  const name = local === "dotted" ? `${f}.${l}` : local === "initial" ? `${f[0]}${l}` : `${f}.${l}${random.int(1, 99)}`;
  const domain = company && random.chance(0.5) ? `${slug(company, "")}.tn` : random.weighted(EMAIL_DOMAINS);
  // Mobiles (2x Ooredoo, 5x Orange, 9x Tunisie Télécom) mostly, a few landlines (71 Tunis, 73 Sousse, 74 Sfax).
  const prefix = random.weighted({ "2": 30, "5": 25, "9": 30, "4": 3, "71": 7, "73": 3, "74": 2 });
  const digits = prefix + String(random.int(0, 10 ** (8 - prefix.length) - 1)).padStart(8 - prefix.length, "0");
  const phone = `+216 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  return { first_name: first, last_name: last, email: `${name}@${domain}`, phone, company };
}
