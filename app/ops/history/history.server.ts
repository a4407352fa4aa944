// A made-up but plausible history for benchmarks and demonstrations (`npm run db:seed-history`):
// catalogue products, rental orders with their timelines, and contact messages over three years
// (the past two and a half and the next six months). Deterministic: one seed, one "today" and
// one starting database always give the same rows, ids included, so a benchmark repeats.
//
// Every row it makes says so, without any schema change: an order's and a message's
// idempotency_key is `historique:<run>:<index>`, and every id it makes is a version-4 UUID of
// the shape `<seed>-<run>-4<table>-8…-<index>` (table 001 products, 002 orders, 003 messages,
// 004 order events). A database holding orders it did not make is refused unless forced.
// Money goes through the app's own pricing functions (ADR 002): no float ever holds an amount.

import { and, count, getTableColumns, getTableName, gte, inArray, isNull, lte, notLike, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, order_events, rental_orders, rental_products, type RentalOrderItem } from "~/db/schema";
import { CONTACT_LIMITS, CONTACT_SERVICES, type EVENT_TYPES } from "~/contact/contact-options";
import { storedOrderFigures } from "~/orders/figures";
import { getBufferDefaults, type BufferDays } from "~/orders/availability.server";
import { orderStatusLabel, type OrderStatus } from "~/orders/status";
import { getTaxRates, type TaxRates } from "~/orders/taxes.server";
import { PRODUCT_CATEGORY_IDS, type ProductCategoryId } from "~/lib/rental-categories";
import { centsToDecimal, dayNumber, decimalToCents, inclusiveDays, isoFromDayNumber, todayInTunis, type Cents, type IsoDate } from "~/lib/pricing";

// ---- Options and arguments -------------------------------------------------------------------

export const HISTORY_KEY_PREFIX = "historique:";
export const HISTORY_LIMITS = { ordersMax: 1_000_000, messagesMax: 1_000_000, productsMax: 10_000, seedMax: 4_294_967_295 } as const;
export const HISTORY_DEFAULTS = { orders: 1_000, messages: 1_000, products: 100, seed: 2024 } as const;
/** Rows per INSERT statement. */
export const HISTORY_BATCH_SIZE = 1_000;
/** Days of the past the history covers (two and a half years) and of the future (six months). */
export const HISTORY_PAST_DAYS = 913;
export const HISTORY_FUTURE_DAYS = 182;

export type HistoryOptions = {
  orders: number;
  messages: number;
  /** The catalogue's size to reach, the products already there included. */
  products: number;
  seed: number;
  /** The history ends the night before this day (Tunis calendar); today when absent. */
  today?: IsoDate;
  /** Adds to a database that holds orders this script did not make. */
  force: boolean;
};

export type ParsedHistoryArgs = { kind: "run"; options: HistoryOptions } | { kind: "help" } | { kind: "error"; message: string };

export const HISTORY_USAGE = `Utilisation : npm run db:seed-history -- [options]

Ajoute à la base un historique fictif mais vraisemblable : produits du catalogue, commandes de
location (avec leur historique de statuts) et messages de contact, sur trois ans (les deux ans et
demi passés et les six mois à venir). Même graine, même date et même base de départ : mêmes lignes.

Options :
  --orders N      commandes à créer (0 à ${HISTORY_LIMITS.ordersMax.toLocaleString("fr-FR")} ; ${HISTORY_DEFAULTS.orders} par défaut)
  --messages N    messages de contact à créer (0 à ${HISTORY_LIMITS.messagesMax.toLocaleString("fr-FR")} ; ${HISTORY_DEFAULTS.messages} par défaut)
  --products N    taille du catalogue à atteindre, produits existants compris
                  (1 à ${HISTORY_LIMITS.productsMax.toLocaleString("fr-FR")} ; ${HISTORY_DEFAULTS.products} par défaut ; rien n'est ajouté s'il est déjà atteint)
  --seed N        graine du générateur (0 à ${HISTORY_LIMITS.seedMax} ; ${HISTORY_DEFAULTS.seed} par défaut)
  --today AAAA-MM-JJ
                  date du jour de l'historique (aujourd'hui à Tunis par défaut) : l'historique
                  s'arrête la veille à minuit, les locations à venir courent six mois au-delà
  --force         accepte une base qui contient déjà des commandes que ce script n'a pas créées
  -h, --help      affiche cette aide

Une nouvelle exécution sur une base qui ne contient que son propre historique ajoute un nouveau lot
(les commandes et messages existants sont conservés). Codes de sortie : 0 réussite, 1 refus ou
échec, 2 arguments invalides.

Exemple : npm run db:seed-history -- --orders 50000 --messages 50000 --products 500`;

const COUNT_OPTIONS = {
  orders: { max: HISTORY_LIMITS.ordersMax, min: 0 },
  messages: { max: HISTORY_LIMITS.messagesMax, min: 0 },
  products: { max: HISTORY_LIMITS.productsMax, min: 1 },
  seed: { max: HISTORY_LIMITS.seedMax, min: 0 },
} as const;
type CountOption = keyof typeof COUNT_OPTIONS;
const VALUE_OPTIONS = [...Object.keys(COUNT_OPTIONS), "today"];

// Built once: creating an Intl formatter per row would take most of the generation's time.
const FRENCH_NUMBER = new Intl.NumberFormat("fr-FR");
const FRENCH_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const frenchNumber = (n: number) => FRENCH_NUMBER.format(n);
/** "2026-11-21" → "21 novembre 2026", as formatDate (app/lib/pricing.ts) writes it. */
const frenchDate = (date: IsoDate) => FRENCH_DATE.format(new Date(`${date}T00:00:00Z`));

function parseCount(name: CountOption, raw: string): number | string {
  const { min, max } = COUNT_OPTIONS[name];
  const shown = `« ${raw} »`;
  if (/^-\s*\d/.test(raw.trim())) return `--${name} ne peut pas être négatif (reçu ${shown}).`;
  if (!/^\d+$/.test(raw)) return `--${name} attend un nombre entier, sans signe, espace ni décimale (reçu ${shown}).`;
  const value = raw.length > 12 ? Number.POSITIVE_INFINITY : Number(raw);
  if (value > max) return `--${name} est démesuré : ${frenchNumber(max)} au plus (reçu ${shown}).`;
  if (value < min) {
    return name === "products"
      ? `--products doit valoir au moins 1 : c'est la taille du catalogue à atteindre, produits existants compris (reçu ${shown}).`
      : `--${name} doit valoir au moins ${min} (reçu ${shown}).`;
  }
  return value;
}

/**
 * Reads the command line (the arguments after `--`). Accepts `--name value` and `--name=value`;
 * refuses unknown options, stray words, repeated options and every count that is not a plain
 * integer within its bounds. `--help` wins over everything else.
 */
export function parseHistoryArgs(argv: readonly string[]): ParsedHistoryArgs {
  if (argv.some((arg) => arg === "--help" || arg === "-h")) return { kind: "help" };
  const error = (message: string): ParsedHistoryArgs => ({ kind: "error", message });
  const seen = new Set<string>();
  const values: Partial<Record<CountOption, number>> = {};
  let today: IsoDate | undefined;
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("-")) return error(`Argument inattendu : « ${arg} » (les options s'écrivent --nom valeur).`);
    if (!arg.startsWith("--")) return error(`Option inconnue : « ${arg} » (les options s'écrivent --nom valeur).`);
    const equals = arg.indexOf("=");
    const name = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
    const known = name === "force" || VALUE_OPTIONS.includes(name);
    if (!known) return error(`Option inconnue : « --${name} ».`);
    if (seen.has(name)) return error(`L'option --${name} est donnée deux fois.`);
    seen.add(name);
    if (name === "force") {
      if (equals !== -1) return error("L'option --force ne prend pas de valeur.");
      force = true;
      continue;
    }
    let raw: string | undefined;
    if (equals !== -1) raw = arg.slice(equals + 1);
    else {
      const next = argv[i + 1];
      // "-5" is a (negative) value, "--x" the next option.
      if (next !== undefined && !next.startsWith("--")) {
        raw = next;
        i++;
      }
    }
    if (raw === undefined || raw === "") {
      return error(`L'option --${name} attend une valeur (${name === "today" ? "une date AAAA-MM-JJ" : "un nombre entier"}).`);
    }
    if (name === "today") {
      const day = dayNumber(raw);
      if (day === null || raw < "2000-01-01" || raw > "2100-12-31") {
        return error(`--today attend une date réelle au format AAAA-MM-JJ, entre 2000 et 2100 (reçu « ${raw} »).`);
      }
      today = raw;
      continue;
    }
    const parsed = parseCount(name as CountOption, raw);
    if (typeof parsed === "string") return error(parsed);
    values[name as CountOption] = parsed;
  }
  const options: HistoryOptions = {
    orders: values.orders ?? HISTORY_DEFAULTS.orders,
    messages: values.messages ?? HISTORY_DEFAULTS.messages,
    products: values.products ?? HISTORY_DEFAULTS.products,
    seed: values.seed ?? HISTORY_DEFAULTS.seed,
    force,
    ...(today ? { today } : {}),
  };
  if (options.orders === 0 && options.messages === 0) {
    return error("Rien à générer : --orders et --messages valent tous deux 0 (il en faut au moins un).");
  }
  return { kind: "run", options };
}

// ---- Random numbers ----------------------------------------------------------------------------

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a, to derive independent streams from a seed and a name. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Random {
  private readonly next: () => number;
  constructor(seed: number, stream: string) {
    this.next = mulberry32(hash32(`${seed}/${stream}`));
  }
  float(): number {
    return this.next();
  }
  /** An integer of [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** One key of `weights`, in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}

/** A cumulative table sampled by binary search. */
class Sampler<T> {
  private readonly cumulative: number[] = [];
  private readonly items: T[] = [];
  private total = 0;
  add(item: T, weight: number) {
    if (weight <= 0) return;
    this.total += weight;
    this.cumulative.push(this.total);
    this.items.push(item);
  }
  get size() {
    return this.items.length;
  }
  sample(random: Random): T {
    const target = random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

// ---- Ids, dates and times ----------------------------------------------------------------------

const TABLE_CODES = { rental_products: 1, rental_orders: 2, contact_messages: 3, order_events: 4 } as const;
type HistoryTable = keyof typeof TABLE_CODES;

/** `<seed>-<run>-4<table>-8<index…>`: a valid version-4 UUID, unique per seed, run, table and index. */
export function historyId(seed: number, run: number, table: HistoryTable, index: number): string {
  const s = (seed >>> 0).toString(16).padStart(8, "0");
  const r = run.toString(16).padStart(4, "0");
  const t = TABLE_CODES[table].toString(16).padStart(3, "0");
  const i = index.toString(16).padStart(15, "0");
  return `${s}-${r}-4${t}-8${i.slice(0, 3)}-${i.slice(3)}`;
}

/** The largest index a run gives a table's rows (HISTORY_LIMITS; eight event ids per order). */
const HISTORY_INDEX_MAX: Record<HistoryTable, number> = {
  rental_products: HISTORY_LIMITS.productsMax - 1,
  rental_orders: HISTORY_LIMITS.ordersMax - 1,
  contact_messages: HISTORY_LIMITS.messagesMax - 1,
  order_events: HISTORY_LIMITS.ordersMax * 8 - 1,
};

/**
 * A PostgreSQL regular expression of the ids historyId gives `table`'s rows, as uuid::text writes
 * them. The table's code alone does not tell them: one random version-4 UUID in 4 096 (the seed's
 * own products, the agency's products and order events) has it too, and its random digits then
 * passed for a run, so the same seed on a database of other random ids made another run number,
 * and other rows. An index is bounded, so a history id also has leading zeros, which a random
 * UUID has there about once in 2⁵⁰ at most.
 */
export function historyIdPattern(table: HistoryTable): string {
  const t = TABLE_CODES[table].toString(16).padStart(3, "0");
  const digits = HISTORY_INDEX_MAX[table].toString(16).length;
  const i = "0".repeat(15 - digits) + "x".repeat(digits);
  const hex = (text: string) => text.replace(/x+/g, (run) => `[0-9a-f]{${run.length}}`);
  return `^[0-9a-f]{8}-[0-9a-f]{4}-4${t}-8${hex(i.slice(0, 3))}-${hex(i.slice(3))}$`;
}

export function historyKey(run: number, index: number): string {
  return `${HISTORY_KEY_PREFIX}${run}:${index}`;
}

const MINUTE = 60_000;
const DAY_MINUTES = 1_440;
/** Tunisia keeps UTC+1 all year. */
const TUNIS_OFFSET_MINUTES = 60;

/** The instant of `minutes` past midnight, Tunis time, on day number `day`. */
function tunisTime(day: number, minutes: number): number {
  return (day * DAY_MINUTES + minutes - TUNIS_OFFSET_MINUTES) * MINUTE;
}

export type HistoryWindow = {
  today: IsoDate;
  /** Day numbers (days since 1970-01-01) of the first and last rental or event day. */
  firstDay: number;
  lastDay: number;
  todayDay: number;
  /** Midnight at the start of `today` in Tunis: nothing in the history happens after it. */
  cutoff: Date;
};

export function historyWindow(today: IsoDate): HistoryWindow {
  const todayDay = dayNumber(today);
  if (todayDay === null) throw new RangeError(`Date invalide : ${today}`);
  return {
    today,
    firstDay: todayDay - HISTORY_PAST_DAYS,
    lastDay: todayDay + HISTORY_FUTURE_DAYS,
    todayDay,
    cutoff: new Date(tunisTime(todayDay, 0)),
  };
}

/** Minute of the day a client writes or orders: mostly office hours and evenings. */
const HOUR_WEIGHTS: Record<string, number> = {
  "7": 1, "8": 4, "9": 8, "10": 10, "11": 10, "12": 7, "13": 5, "14": 8, "15": 9, "16": 9, "17": 8,
  "18": 7, "19": 6, "20": 6, "21": 6, "22": 4, "23": 1,
};
function minuteOfDay(random: Random): number {
  return Number(random.weighted(HOUR_WEIGHTS)) * 60 + random.int(0, 59);
}

// ---- Seasons -----------------------------------------------------------------------------------

/** What an order or a message is for: it drives its season, its products and its client. */
type EventKind = "mariage" | "congres" | "seminaire" | "gala" | "lancement" | "festival" | "prive" | "digital";

type Season = {
  /** Multipliers of January … December. */
  months: readonly number[];
  /** Multipliers of Sunday … Saturday. */
  weekdays: readonly number[];
};

const SEASONS: Record<EventKind, Season> = {
  // Weddings: summer, Thursday to Sunday.
  mariage: { months: [0.2, 0.2, 0.3, 0.5, 1.0, 1.6, 2.4, 2.6, 1.4, 0.6, 0.3, 0.3], weekdays: [1.6, 0.3, 0.3, 0.4, 0.9, 1.6, 2.0] },
  // Congresses: September–October, then spring; none in August.
  congres: { months: [0.5, 0.8, 1.3, 1.5, 1.4, 0.8, 0.2, 0.1, 1.6, 2.2, 1.3, 0.6], weekdays: [0.3, 0.6, 0.8, 1.2, 1.6, 1.6, 0.9] },
  seminaire: { months: [0.9, 1.1, 1.2, 1.2, 1.1, 0.9, 0.4, 0.2, 1.1, 1.3, 1.2, 0.9], weekdays: [0.1, 1.2, 1.3, 1.3, 1.3, 1.0, 0.3] },
  gala: { months: [0.5, 0.5, 0.7, 0.8, 0.9, 1.2, 0.8, 0.4, 0.6, 0.9, 1.0, 2.4], weekdays: [0.4, 0.4, 0.6, 0.8, 1.4, 1.8, 1.8] },
  lancement: { months: [0.6, 0.8, 1.2, 1.3, 1.2, 0.9, 0.4, 0.3, 1.1, 1.3, 1.3, 1.0], weekdays: [0.2, 1.0, 1.2, 1.3, 1.3, 1.0, 0.5] },
  festival: { months: [0.1, 0.1, 0.3, 0.5, 0.8, 1.5, 3.0, 3.0, 1.0, 0.4, 0.1, 0.2], weekdays: [1.0, 0.6, 0.6, 0.7, 1.0, 1.5, 1.8] },
  prive: { months: [0.8, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.3, 1.0, 0.9, 0.8, 1.0], weekdays: [1.3, 0.5, 0.5, 0.6, 0.9, 1.6, 1.8] },
  digital: { months: [1.0, 1.1, 1.2, 1.2, 1.1, 0.8, 0.5, 0.4, 1.1, 1.3, 1.2, 0.9], weekdays: [0.2, 1.2, 1.3, 1.3, 1.3, 1.0, 0.4] },
};

/**
 * Day-and-kind sampler over the window: the kind's share × its month × its weekday, times a
 * slow growth of the agency (+12 % a year) and, for days to come, fewer bookings the farther
 * they are (a date six months ahead is rarely booked yet).
 */
function daySampler(window: HistoryWindow, shares: Partial<Record<EventKind, number>>): Sampler<{ day: number; kind: EventKind }> {
  const sampler = new Sampler<{ day: number; kind: EventKind }>();
  for (let day = window.firstDay; day <= window.lastDay; day++) {
    const date = new Date(day * 86_400_000);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const growth = 1 + (0.12 * (day - window.firstDay)) / 365;
    const ahead = day - window.todayDay;
    const taper = ahead <= 0 ? 1 : Math.max(0.2, 1 - ahead / 230);
    for (const [kind, share] of Object.entries(shares) as [EventKind, number][]) {
      const season = SEASONS[kind];
      sampler.add({ day, kind }, share * season.months[month]! * season.weekdays[weekday]! * growth * taper);
    }
  }
  return sampler;
}

/**
 * The day a request for an event on `eventDay` was made, `lead` days before, kept inside the
 * window's past: a booking for a far date was made recently, one for the window's first weeks
 * during those weeks.
 */
function requestDay(random: Random, window: HistoryWindow, eventDay: number, lead: number): number {
  let day = eventDay - lead;
  if (day >= window.todayDay) day = window.todayDay - 1 - random.int(0, Math.min(60, window.todayDay - 1 - window.firstDay));
  if (day < window.firstDay) day = eventDay - 1 > window.firstDay ? random.int(window.firstDay, eventDay - 1) : eventDay - 1;
  return Math.min(day, eventDay - 1);
}

// ---- People and places -------------------------------------------------------------------------

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
type CompanyGroup = keyof typeof COMPANIES;

type Place = { city: string; postal: string; streets: readonly string[]; fee: readonly [number, number]; weight: number };

/** Where the equipment goes, with the delivery fee the agency charges there (DT HT). */
const PLACES: readonly Place[] = [
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
const PLACE_WEIGHTS: Record<string, number> = Object.fromEntries(PLACES.map((p, i) => [String(i), p.weight]));

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

function makePerson(random: Random, companyGroups: readonly CompanyGroup[] | null): Person {
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

// ---- Catalogue ---------------------------------------------------------------------------------

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

// ---- Orders ------------------------------------------------------------------------------------

/** A catalogue product as the order generator reads it (a database row). */
export type CatalogueProduct = {
  id: string;
  name: string;
  category: string;
  image_url: string;
  price: string;
  stock_quantity: number | null;
  is_available: boolean;
  buffer_days_before: number | null;
  buffer_days_after: number | null;
};

/** A line already holding units, as days (an order that existed before this run). */
export type HeldUnits = { productId: string; from: number; to: number; quantity: number };

export type NewOrder = typeof rental_orders.$inferInsert & {
  id: string;
  items: RentalOrderItem[];
  status: OrderStatus;
  rental_date: IsoDate;
  return_date: IsoDate;
  created_at: Date;
  updated_at: Date;
};
export type NewOrderEvent = typeof order_events.$inferInsert & { id: string; created_at: Date };
export type GeneratedOrder = { order: NewOrder; events: NewOrderEvent[] };

type OrderProfile = {
  share: number;
  categories: Record<ProductCategoryId, number>;
  /** Rental days. */
  days: readonly [number, number];
  /** Days booked ahead. */
  lead: readonly [number, number];
  /** Quantity multiplier, percent. */
  scale: number;
  /** Share of clients ordering for a company, and which. */
  companyShare: number;
  companies: readonly CompanyGroup[];
  pickupShare: number;
  notes: readonly string[];
};

const ORDER_PROFILES: Record<Exclude<EventKind, "digital">, OrderProfile> = {
  mariage: {
    share: 28,
    categories: { audio: 1.0, light: 1.4, video: 0.3, furniture: 2.0, stage: 0.9 },
    days: [1, 3],
    lead: [20, 150],
    scale: 150,
    companyShare: 0.15,
    companies: ["weddings"],
    pickupShare: 0.2,
    notes: [
      "Mariage à {city} : installation la veille en fin d'après-midi.",
      "Soirée du henné la veille, même matériel sur les deux soirées.",
      "Accès par le jardin : prévoir des protections pour le gazon.",
      "Les mariés souhaitent une ambiance chaude et dorée.",
      "Démontage le lendemain matin à partir de 10 h.",
    ],
  },
  congres: {
    share: 20,
    categories: { audio: 2.0, light: 0.4, video: 1.8, furniture: 0.8, stage: 0.9 },
    days: [2, 4],
    lead: [30, 150],
    scale: 130,
    companyShare: 0.97,
    companies: ["medical", "medical", "hotels"],
    pickupShare: 0.03,
    notes: [
      "Congrès à {city} : salle plénière et deux salles d'ateliers.",
      "Prévoir un technicien pendant toute la durée du congrès.",
      "Badges d'accès pour l'équipe technique à retirer à l'accueil de l'hôtel.",
      "Traduction simultanée français-anglais en plénière.",
      "Répétition générale la veille à 17 h.",
    ],
  },
  seminaire: {
    share: 18,
    categories: { audio: 1.6, light: 0.2, video: 1.5, furniture: 0.8, stage: 0.5 },
    days: [1, 2],
    lead: [5, 45],
    scale: 60,
    companyShare: 0.95,
    companies: ["corporate", "corporate", "hotels", "medical"],
    pickupShare: 0.15,
    notes: [
      "Séminaire de direction, salle en U pour 30 personnes.",
      "Installation avant 8 h, début des travaux à 9 h.",
      "Facture au nom de la société, bon de commande à suivre.",
    ],
  },
  gala: {
    share: 8,
    categories: { audio: 1.2, light: 1.5, video: 0.8, furniture: 1.2, stage: 1.0 },
    days: [1, 2],
    lead: [20, 90],
    scale: 120,
    companyShare: 0.85,
    companies: ["corporate", "hotels", "medical", "culture"],
    pickupShare: 0.05,
    notes: [
      "Soirée de gala à {city} : dîner assis puis soirée dansante.",
      "Remise de trophées vers 22 h, prévoir la poursuite.",
      "Tenue de soirée exigée pour l'équipe présente sur place.",
    ],
  },
  lancement: {
    share: 8,
    categories: { audio: 1.0, light: 1.2, video: 1.4, furniture: 0.8, stage: 0.8 },
    days: [1, 2],
    lead: [15, 75],
    scale: 80,
    companyShare: 0.95,
    companies: ["corporate", "medical"],
    pickupShare: 0.05,
    notes: ["Lancement de produit : la vidéo de présentation sera fournie sur clé USB.", "Conférence de presse à 11 h, cocktail ensuite."],
  },
  festival: {
    share: 6,
    categories: { audio: 1.6, light: 1.6, video: 0.6, furniture: 0.3, stage: 1.6 },
    days: [2, 5],
    lead: [30, 120],
    scale: 100,
    companyShare: 0.75,
    companies: ["culture"],
    pickupShare: 0.05,
    notes: ["Concert en plein air à {city}, repli prévu en cas de vent fort.", "Balances la veille à partir de 16 h."],
  },
  prive: {
    share: 12,
    categories: { audio: 1.2, light: 1.0, video: 0.2, furniture: 1.2, stage: 0.8 },
    days: [1, 2],
    lead: [3, 40],
    scale: 50,
    companyShare: 0.05,
    companies: ["weddings"],
    pickupShare: 0.45,
    notes: ["Anniversaire surprise : merci de livrer discrètement.", "Fiançailles à la maison, accès par le garage.", "Fête de fin d'année scolaire."],
  },
};

/** Back-office accounts that move the orders along (fictitious). */
const AGENCY_ACTORS = ["sarra.gharbi@imagine-events.tn", "karim.mansour@imagine-events.tn", "admin@imagine-events.tn"] as const;

/** Units of one line, by price: chairs by the hundred, a stage alone. */
function quantityRange(price: Cents): [number, number] {
  if (price < 1_000n) return [20, 250];
  if (price < 3_000n) return [4, 40];
  if (price < 10_000n) return [1, 12];
  if (price < 30_000n) return [1, 4];
  return [1, 2];
}

/** What is held, per product with a limited stock, day by day over the whole window. */
class StockBook {
  private readonly held = new Map<string, Int32Array>();
  private readonly origin: number;
  private readonly length: number;
  constructor(
    private readonly products: Map<string, CatalogueProduct>,
    private readonly buffers: BufferDays,
    window: HistoryWindow,
  ) {
    this.origin = window.firstDay - 200;
    this.length = window.lastDay - this.origin + 200;
  }
  private span(product: CatalogueProduct, from: number, to: number): [number, number] {
    const start = from - (product.buffer_days_before ?? this.buffers.before) - this.origin;
    const end = to + (product.buffer_days_after ?? this.buffers.after) - this.origin;
    return [Math.max(0, start), Math.min(this.length - 1, end)];
  }
  private days(productId: string): Int32Array {
    let days = this.held.get(productId);
    if (!days) this.held.set(productId, (days = new Int32Array(this.length)));
    return days;
  }
  /** Units of `productId` free over [from, to] with its buffers; Infinity when not limited. */
  free(productId: string, from: number, to: number): number {
    const product = this.products.get(productId);
    if (!product || product.stock_quantity === null) return Number.POSITIVE_INFINITY;
    const days = this.days(productId);
    const [start, end] = this.span(product, from, to);
    let peak = 0;
    for (let d = start; d <= end; d++) peak = Math.max(peak, days[d]!);
    return Math.max(0, product.stock_quantity - peak);
  }
  hold(productId: string, from: number, to: number, quantity: number) {
    const product = this.products.get(productId);
    if (!product || product.stock_quantity === null) return;
    const days = this.days(productId);
    const [start, end] = this.span(product, from, to);
    for (let d = start; d <= end; d++) days[d]! += quantity;
  }
}

/** Statuses that took the equipment out of the depot (and so had to fit the stock). */
const OUT_OF_DEPOT: readonly OrderStatus[] = ["confirmed", "in_progress", "completed"];

function statusFor(random: Random, window: HistoryWindow, rentalDay: number, returnDay: number): OrderStatus {
  const t = window.todayDay;
  if (returnDay < t - 10) return random.weighted({ completed: 84, cancelled: 13, in_progress: 1.5, confirmed: 1, new: 0.5 });
  if (returnDay < t) return random.weighted({ completed: 55, in_progress: 30, cancelled: 13, confirmed: 2 });
  if (rentalDay < t) return random.weighted({ in_progress: 82, cancelled: 12, confirmed: 6 });
  return rentalDay - t <= 21 ? random.weighted({ confirmed: 62, new: 28, cancelled: 10 }) : random.weighted({ confirmed: 35, new: 57, cancelled: 8 });
}

export type OrderGenerationInput = {
  seed: number;
  run: number;
  count: number;
  today: IsoDate;
  /** Every product of the database: lines draw from the rentable ones. */
  catalogue: readonly CatalogueProduct[];
  taxes: TaxRates;
  bufferDefaults: BufferDays;
  /** Units already out over the window (orders of earlier runs). */
  held?: readonly HeldUnits[];
};

/**
 * The orders, oldest first (so their numbers grow with their dates), each with its timeline.
 * Dates first: a rental day and a kind of event, drawn over the window by season; the day it
 * was booked before it. Then, in booking order, the client, the lines (1 to 5 products of the
 * kind's categories, popular ones more often), the status from the dates, the units (an order
 * that left the depot fits the stock, first booked first served) and the figures.
 */
export function* generateOrders(input: OrderGenerationInput): Generator<GeneratedOrder> {
  if (input.count === 0) return;
  const window = historyWindow(input.today);
  const rentable = [...input.catalogue]
    .filter((product) => product.is_available && product.stock_quantity !== 0 && decimalToCents(product.price) !== null)
    .sort((a, b) => (a.category === b.category ? (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1) : a.category < b.category ? -1 : 1));
  if (rentable.length === 0) throw new Error("Aucun produit louable dans le catalogue : impossible de composer des commandes.");
  const byCategory = new Map<string, Sampler<CatalogueProduct>>();
  for (const product of rentable) {
    let sampler = byCategory.get(product.category);
    if (!sampler) byCategory.set(product.category, (sampler = new Sampler()));
    // A fixed popularity per product name: some items go out far more often than others.
    sampler.add(product, 0.3 + (hash32(`${input.seed}/${product.name}`) % 1000) / 600);
  }
  const book = new StockBook(new Map(input.catalogue.map((product) => [product.id, product])), input.bufferDefaults, window);
  for (const line of input.held ?? []) book.hold(line.productId, line.from, line.to, line.quantity);

  // 1. When: rental day, kind, booking instant; sorted by booking.
  const dates = new Random(input.seed, `orders/${input.run}/dates`);
  const shares = Object.fromEntries(Object.entries(ORDER_PROFILES).map(([kind, profile]) => [kind, profile.share])) as Record<string, number>;
  const sampler = daySampler(window, shares);
  const skeletons: { rentalDay: number; kind: Exclude<EventKind, "digital">; createdAt: number }[] = [];
  for (let i = 0; i < input.count; i++) {
    const { day, kind } = sampler.sample(dates);
    const profile = ORDER_PROFILES[kind as Exclude<EventKind, "digital">];
    const createdDay = requestDay(dates, window, day, dates.int(profile.lead[0], profile.lead[1]));
    skeletons.push({ rentalDay: day, kind: kind as Exclude<EventKind, "digital">, createdAt: tunisTime(createdDay, minuteOfDay(dates)) });
  }
  skeletons.sort((a, b) => a.createdAt - b.createdAt || a.rentalDay - b.rentalDay);

  // 2. What and who, in booking order.
  const random = new Random(input.seed, `orders/${input.run}/details`);
  const cutoff = window.cutoff.getTime();
  for (let index = 0; index < skeletons.length; index++) {
    const { rentalDay, kind, createdAt } = skeletons[index]!;
    const profile = ORDER_PROFILES[kind];
    const totalDays = random.chance(0.02) ? random.int(7, 14) : random.int(profile.days[0], profile.days[1]);
    const returnDay = rentalDay + totalDays - 1;
    const person = makePerson(random, random.chance(profile.companyShare) ? profile.companies : null);
    const place = PLACES[Number(random.weighted(PLACE_WEIGHTS))]!;
    const pickup = random.chance(profile.pickupShare);

    // Lines: distinct products, from the kind's categories.
    const categoryWeights = Object.fromEntries(
      Object.entries(profile.categories).filter(([category]) => byCategory.has(category)),
    ) as Record<string, number>;
    const lineCount = Number(random.weighted({ "1": 25, "2": 30, "3": 22, "4": 14, "5": 9 }));
    const chosen = new Map<string, CatalogueProduct>();
    for (let attempt = 0; chosen.size < lineCount && attempt < lineCount * 6; attempt++) {
      const product = byCategory.get(random.weighted(categoryWeights))!.sample(random);
      chosen.set(product.id, product);
    }
    let status = statusFor(random, window, rentalDay, returnDay);
    const wantedQuantity = (product: CatalogueProduct, price: Cents) => {
      const [low, high] = quantityRange(price);
      const quantity = Math.max(1, Math.round((random.int(low, high) * profile.scale) / 100));
      return Math.min(quantity, 500, product.stock_quantity ?? 500);
    };
    const wanted = [...chosen.values()].map((product) => {
      const price = decimalToCents(product.price)!;
      const quantity = wantedQuantity(product, price);
      // A line of its own dates now and then: a part of the order comes later or goes back earlier.
      let from = rentalDay;
      let to = returnDay;
      if (totalDays >= 2 && random.chance(0.08)) {
        from = rentalDay + random.int(0, totalDays - 2);
        to = random.int(from, returnDay);
        if (from === rentalDay && to === returnDay) to = returnDay - 1;
      }
      return { product, price, quantity, from, to };
    });
    // Equipment that left the depot fitted the stock, first booked first served: fewer units
    // when short; when none was free, the agency offered a similar product of the same category
    // that was; the order was cancelled when nothing could be supplied.
    let lines = wanted;
    let unavailable = false;
    if (OUT_OF_DEPOT.includes(status)) {
      const fitted: typeof wanted = [];
      const taken = new Set(wanted.map((line) => line.product.id));
      for (const line of wanted) {
        let free = book.free(line.product.id, line.from, line.to);
        let supplied = line;
        for (let attempt = 0; free === 0 && attempt < 4; attempt++) {
          const other = byCategory.get(line.product.category)!.sample(random);
          if (taken.has(other.id)) continue;
          const otherFree = book.free(other.id, line.from, line.to);
          if (otherFree === 0) continue;
          const price = decimalToCents(other.price)!;
          taken.add(other.id);
          supplied = { ...line, product: other, price, quantity: wantedQuantity(other, price) };
          free = otherFree;
        }
        if (free > 0) fitted.push({ ...supplied, quantity: Math.min(supplied.quantity, free) });
      }
      if (fitted.length === 0) {
        status = "cancelled";
        unavailable = true;
      } else {
        lines = fitted;
        for (const line of lines) book.hold(line.product.id, line.from, line.to, line.quantity);
      }
    }
    const rentalDate = isoFromDayNumber(rentalDay);
    const returnDate = isoFromDayNumber(returnDay);
    const items: RentalOrderItem[] = lines.map((line) => {
      const own = line.from !== rentalDay || line.to !== returnDay;
      const range = { from: isoFromDayNumber(line.from), to: isoFromDayNumber(line.to) };
      return {
        id: line.product.id,
        name: line.product.name,
        category: line.product.category,
        image: line.product.image_url,
        price: centsToDecimal(line.price),
        quantity: line.quantity,
        totalDays: inclusiveDays(range),
        ...(own ? range : {}),
      };
    });

    // Charges: the delivery of the place, now and then a discount, a deposit on big rentals.
    const subtotal = storedOrderFigures({ items, delivery_fee: "0", discount_kind: "amount", discount_value: "0", deposit: "0", vat_rate: "0", stamp_duty: "0" }).subtotal;
    const deliveryFee: Cents = pickup ? 0n : BigInt(random.int(place.fee[0] / 10, place.fee[1] / 10)) * 1_000n;
    let discountKind: "amount" | "percent" = "amount";
    let discountValue: Cents = 0n;
    if (random.chance(0.12)) {
      if (random.chance(0.6)) {
        discountKind = "percent";
        discountValue = BigInt(random.pick([5, 10, 15])) * 100n;
      } else {
        // A round amount, at most a tenth of the rental: ten dinars at a time.
        discountValue = (subtotal / 10n / 1_000n) * 1_000n;
      }
    }
    const deposit: Cents = subtotal >= 100_000n && random.chance(0.35) ? (subtotal / 5n / 5_000n) * 5_000n : 0n;
    const charges = {
      delivery_fee: centsToDecimal(deliveryFee),
      discount_kind: discountKind,
      discount_value: centsToDecimal(discountValue),
      deposit: centsToDecimal(deposit),
      vat_rate: input.taxes.vat_rate,
      stamp_duty: input.taxes.stamp_duty,
    };
    const figures = storedOrderFigures({ items, ...charges });

    // The timeline: placed, then each status change of SPEC §4, each after the one before it and
    // before midnight of today.
    const id = historyId(input.seed, input.run, "rental_orders", index);
    const clientName = `${person.first_name} ${person.last_name}`;
    const actor = random.pick(AGENCY_ACTORS);
    const events: NewOrderEvent[] = [];
    let last = createdAt;
    const push = (at: number, kind: string, summary: string, who: string, details: string[] = []) => {
      last = Math.max(Math.min(at, cutoff - MINUTE), last + MINUTE);
      events.push({ id: historyId(input.seed, input.run, "order_events", index * 8 + events.length), order_id: id, kind, summary, details, actor: who, created_at: new Date(last) });
    };
    events.push({ id: historyId(input.seed, input.run, "order_events", index * 8), order_id: id, kind: "placed", summary: "Commande passée sur le site", details: [], actor: clientName, created_at: new Date(createdAt) });
    const rentalStart = tunisTime(rentalDay, 0);
    const change = (from: OrderStatus, to: OrderStatus, at: number, details?: string[]) =>
      push(at, "status", `Statut : ${orderStatusLabel(from)} → ${orderStatusLabel(to)}`, actor, details);
    if (status === "cancelled") {
      const reason = unavailable ? ["Matériel indisponible aux dates demandées."] : undefined;
      change("new", "cancelled", createdAt + random.float() * Math.max(MINUTE * 30, Math.min(rentalStart, cutoff) - createdAt), reason);
    } else if (status !== "new") {
      const room = Math.max(30 * MINUTE, Math.min(3 * DAY_MINUTES * MINUTE, rentalStart - 60 * MINUTE - createdAt));
      change("new", "confirmed", createdAt + 30 * MINUTE + random.float() * room);
      if (status === "in_progress" || status === "completed") {
        change("confirmed", "in_progress", tunisTime(rentalDay, random.int(7 * 60, 10 * 60)));
      }
      if (status === "completed") {
        change("in_progress", "completed", tunisTime(returnDay, random.int(17 * 60, 17 * 60 + 36 * 60)));
      }
    }

    const noteTemplate = random.chance(0.35) ? random.pick(profile.notes) : null;
    const order: NewOrder = {
      id,
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone: person.phone,
      company: person.company,
      rental_date: rentalDate,
      return_date: returnDate,
      fulfilment: pickup ? "pickup" : "delivery",
      delivery_address: pickup ? "" : `${random.int(1, 120)} ${random.pick(place.streets)}, ${place.postal} ${place.city}`,
      departure_slot: random.weighted({ morning: 55, afternoon: 35, evening: 10 }),
      return_slot: random.weighted({ morning: 40, afternoon: 35, evening: 25 }),
      notes: noteTemplate ? noteTemplate.replace("{city}", place.city) : null,
      items,
      ...charges,
      total_amount: centsToDecimal(figures.subtotal),
      total_ht: centsToDecimal(figures.totalHt),
      vat_amount: centsToDecimal(figures.vat),
      total_ttc: centsToDecimal(figures.totalTtc),
      status,
      version: 1,
      user_id: null,
      idempotency_key: historyKey(input.run, index),
      created_at: new Date(createdAt),
      updated_at: new Date(last),
    };
    yield { order, events };
  }
}

// ---- Contact messages --------------------------------------------------------------------------

type EventType = (typeof EVENT_TYPES)[number];
type MessageProfile = { kind: EventKind; share: number; guests: readonly [number, number]; services: readonly (typeof CONTACT_SERVICES)[number][]; companies: readonly CompanyGroup[] | null };

const MESSAGE_PROFILES: Record<EventType, MessageProfile> = {
  "Congrès médical": { kind: "congres", share: 22, guests: [80, 1_200], services: ["Événements médicaux", "Son et lumière", "Captation vidéo", "Logistique événementielle", "Stands et décoration"], companies: ["medical"] },
  "Séminaire d'entreprise": { kind: "seminaire", share: 20, guests: [15, 250], services: ["Événements corporate", "Location d'équipements", "Son et lumière", "Logistique événementielle"], companies: ["corporate", "hotels"] },
  Mariage: { kind: "mariage", share: 25, guests: [80, 700], services: ["Son et lumière", "Stands et décoration", "Animation et divertissement", "Location d'équipements"], companies: null },
  "Soirée de gala": { kind: "gala", share: 10, guests: [100, 900], services: ["Événements corporate", "Son et lumière", "Animation et divertissement", "Stands et décoration"], companies: ["corporate", "hotels", "medical"] },
  "Lancement de produit": { kind: "lancement", share: 8, guests: [40, 500], services: ["Événements corporate", "Stands et décoration", "Captation vidéo", "Son et lumière"], companies: ["corporate", "medical"] },
  "Événement digital ou hybride": { kind: "digital", share: 7, guests: [50, 3_000], services: ["Captation vidéo", "Événements corporate", "Événements médicaux", "Logistique événementielle"], companies: ["medical", "corporate"] },
  Autre: { kind: "prive", share: 8, guests: [10, 300], services: [...CONTACT_SERVICES], companies: null },
};

const SPECIALTIES = ["cardiologie", "pédiatrie", "diabétologie", "ophtalmologie", "radiologie", "dermatologie", "gynécologie", "pneumologie", "anesthésie-réanimation"] as const;

const MESSAGE_BODIES: Record<EventType, readonly string[]> = {
  "Congrès médical": [
    "nous organisons le {n}e congrès national de {specialty} à {city}{date} et attendons environ {guests} participants.",
    "notre société savante prépare ses journées annuelles de {specialty}{date} à {city} (environ {guests} congressistes, une plénière et trois ateliers).",
    "nous cherchons un partenaire pour la logistique et la technique d'un symposium de {specialty}{date}, environ {guests} médecins.",
  ],
  "Séminaire d'entreprise": [
    "nous organisons un séminaire de {guests} collaborateurs à {city}{date} et avons besoin de sonorisation et de vidéoprojection.",
    "notre direction prépare sa convention annuelle{date} à {city} pour {guests} personnes, avec des ateliers en sous-groupes.",
  ],
  Mariage: [
    "nous nous marions{date} à {city} et attendons environ {guests} invités ; nous aimerions une belle mise en lumière et un DJ.",
    "je prépare le mariage de ma sœur{date} à {city} ({guests} invités) : sonorisation, éclairage et mobilier pour la soirée.",
    "pour notre mariage{date} dans un jardin à {city}, nous cherchons une piste de danse, des guirlandes et une sonorisation pour {guests} personnes.",
  ],
  "Soirée de gala": [
    "nous organisons notre soirée de gala annuelle{date} à {city} pour {guests} invités, avec dîner, remise de trophées et soirée dansante.",
    "notre association prépare un dîner de gala caritatif{date} à {city}, environ {guests} convives.",
  ],
  "Lancement de produit": [
    "nous lançons un nouveau produit{date} à {city} et prévoyons une présentation devant {guests} invités et la presse.",
    "pour le lancement de notre nouvelle gamme{date}, nous cherchons un écran LED, une scène et une sonorisation pour {guests} personnes.",
  ],
  "Événement digital ou hybride": [
    "nous préparons un webinaire hybride{date} depuis {city} : une centaine de personnes en salle et environ {guests} en ligne.",
    "nous souhaitons diffuser en direct notre conférence{date} à {city} (environ {guests} participants à distance).",
  ],
  Autre: [
    "nous organisons un événement{date} à {city} pour environ {guests} personnes et aimerions connaître vos formules.",
    "je souhaite louer du matériel pour une fête familiale{date} à {city} ({guests} personnes).",
    "pour la fête de fin d'année de notre école{date} à {city}, nous cherchons une scène et une sonorisation ({guests} personnes).",
  ],
};

const GREETINGS = ["Bonjour,", "Bonjour Madame, Monsieur,", "Bonsoir,", "Bonjour à toute l'équipe d'Imagine,", "Madame, Monsieur,"] as const;
const REQUESTS = [
  "Pourriez-vous nous adresser un devis détaillé ?",
  "Merci de nous indiquer vos disponibilités et vos tarifs.",
  "Nous aimerions vous rencontrer pour en discuter.",
  "Pouvez-vous nous rappeler dès que possible ?",
  "Quel budget faut-il prévoir pour ce type de prestation ?",
] as const;
const CLOSINGS = ["Cordialement,", "Bien cordialement,", "Merci d'avance,", "Bien à vous,"] as const;

export type NewMessage = typeof contact_messages.$inferInsert & { id: string; event_type: string; status: string; created_at: Date; updated_at: Date };

/**
 * `count` contact messages: an event day drawn over the window by season and event type, the
 * message written some weeks before it (never after the night before `today`). Answered
 * ('handled') once older than a few weeks, mostly still 'new' in the last three weeks.
 */
export function* generateMessages(input: { seed: number; run: number; count: number; today: IsoDate }): Generator<NewMessage> {
  if (input.count === 0) return;
  const window = historyWindow(input.today);
  const random = new Random(input.seed, `messages/${input.run}`);
  const byKind = new Map<EventKind, EventType[]>();
  const shares: Partial<Record<EventKind, number>> = {};
  for (const [type, profile] of Object.entries(MESSAGE_PROFILES) as [EventType, MessageProfile][]) {
    byKind.set(profile.kind, [...(byKind.get(profile.kind) ?? []), type]);
    shares[profile.kind] = (shares[profile.kind] ?? 0) + profile.share;
  }
  const sampler = daySampler(window, shares);
  for (let index = 0; index < input.count; index++) {
    const { day, kind } = sampler.sample(random);
    const type = random.pick(byKind.get(kind)!);
    const profile = MESSAGE_PROFILES[type];
    const createdDay = requestDay(random, window, day, random.int(10, 120));
    const createdAt = tunisTime(createdDay, minuteOfDay(random));
    const person = makePerson(random, profile.companies && random.chance(0.85) ? profile.companies : null);
    const place = PLACES[Number(random.weighted(PLACE_WEIGHTS))]!;
    const guests = random.int(profile.guests[0], profile.guests[1]);
    const eventDate = random.chance(0.85) ? isoFromDayNumber(day) : null;
    const services = CONTACT_SERVICES.filter((service) => profile.services.includes(service) && random.chance(0.45));
    if (services.length === 0) services.push(random.pick(profile.services));
    const body = random
      .pick(MESSAGE_BODIES[type])
      .replace("{n}", String(random.int(8, 35)))
      .replace("{specialty}", random.pick(SPECIALTIES))
      .replace("{city}", place.city.replace(/, Tunis$/, ""))
      .replace("{guests}", frenchNumber(guests))
      .replace("{date}", eventDate ? ` le ${frenchDate(eventDate)}` : random.pick(["", " (date encore à fixer)"]));
    const signature = `${person.first_name} ${person.last_name}${person.company ? `\n${person.company}` : ""}`;
    const message = `${random.pick(GREETINGS)}\n\n${body.charAt(0).toUpperCase()}${body.slice(1)} ${random.pick(REQUESTS)}\n\n${random.pick(CLOSINGS)}\n${signature}`;
    const age = window.todayDay - createdDay;
    const handled = age > 21 ? random.chance(0.94) : random.chance(age > 7 ? 0.5 : 0.15);
    const answeredAt = handled ? Math.min(createdAt + random.int(20, 3 * DAY_MINUTES) * MINUTE, window.cutoff.getTime() - MINUTE) : createdAt;
    yield {
      id: historyId(input.seed, input.run, "contact_messages", index),
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone: random.chance(0.85) ? person.phone : null,
      event_type: type,
      services,
      event_date: eventDate,
      guest_count: random.chance(0.85) ? Math.min(guests, CONTACT_LIMITS.guestMax) : null,
      message: message.slice(0, CONTACT_LIMITS.messageMax),
      status: handled ? "handled" : "new",
      user_id: null,
      idempotency_key: historyKey(input.run, index),
      created_at: new Date(createdAt),
      updated_at: new Date(Math.max(createdAt, answeredAt)),
    };
  }
}

// ---- Into the database -------------------------------------------------------------------------

/** Refused: the database holds orders this script did not make, and --force was not given. */
export class HistoryRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HistoryRefusedError";
  }
}

export type HistoryReport = {
  run: number;
  seed: number;
  today: IsoDate;
  inserted: { rental_products: number; rental_orders: number; order_events: number; contact_messages: number; event_requests: number };
  /** Products in the catalogue once done. */
  catalogueSize: number;
  /** Orders of the database this script did not make (added to only with --force). */
  foreignOrders: number;
  seconds: number;
};

/** Orders this script did not make: no history key. */
export async function countForeignOrders(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rental_orders)
    .where(or(isNull(rental_orders.idempotency_key), notLike(rental_orders.idempotency_key, `${HISTORY_KEY_PREFIX}%`)));
  return row?.n ?? 0;
}

/**
 * The last run number found in the database: from the history keys of orders and messages and
 * from the history ids of products and events (those outlive a deleted order), so a new run's
 * ids and keys never meet an older run's.
 */
export async function lastHistoryRun(db: DbExecutor): Promise<number> {
  const runs: number[] = [0];
  const keyRuns = sql<string>`split_part(idempotency_key, ':', 2)`;
  for (const table of [rental_orders, contact_messages]) {
    const rows = await db
      .selectDistinct({ run: keyRuns })
      .from(table)
      .where(sql`${table.idempotency_key} ~ ${`^${HISTORY_KEY_PREFIX}[0-9]+:`}`);
    for (const row of rows) runs.push(Number(row.run));
  }
  for (const [table, name] of [
    [rental_products, "rental_products"],
    [order_events, "order_events"],
  ] as const) {
    // The whole shape of a history id, not its table code alone: those rows also have random ids.
    const rows = await db
      .selectDistinct({ run: sql<string>`substr(${table.id}::text, 10, 4)` })
      .from(table)
      .where(sql`${table.id}::text ~ ${historyIdPattern(name)}`);
    for (const row of rows) runs.push(Number.parseInt(row.run, 16));
  }
  return Math.max(...runs.filter(Number.isFinite));
}

/** A string literal that reads the same whatever standard_conforming_strings says. */
function quoted(text: string): string {
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/**
 * One multi-row INSERT of `rows` into `table`, its values written as typed literals (each cast to
 * its column's SQL type, read from the Drizzle schema) rather than bound parameters: 1 000 rows of
 * 30 columns are 30 000 parameters, and binding them cost PGlite more than running the insert
 * (an order batch took about half as long this way on this machine). Every row of a batch has the
 * same keys, those of the schema's insert type.
 */
export async function insertRows<T extends PgTable>(db: DbExecutor, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const types = keys.map((key) => columns[key]!.getSQLType());
  const literal = (value: unknown, type: string): string => {
    if (value === null || value === undefined) return "NULL";
    if (value instanceof Date) return `${quoted(value.toISOString())}::${type}`;
    if (type === "jsonb" || type === "json") return `${quoted(JSON.stringify(value))}::${type}`;
    if (Array.isArray(value)) return value.length === 0 ? `'{}'::${type}` : `ARRAY[${value.map((item) => quoted(String(item))).join(",")}]::${type}`;
    return `${quoted(String(value))}::${type}`;
  };
  const values = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return `(${keys.map((key, i) => literal(record[key], types[i]!)).join(",")})`;
  });
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(", ");
  await db.execute(sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values.join(",\n")}`));
}

async function inBatches<T>(rows: Iterable<T>, size: number, write: (batch: T[]) => Promise<unknown>): Promise<number> {
  let batch: T[] = [];
  let written = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      await write(batch);
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await write(batch);
    written += batch.length;
  }
  return written;
}

/**
 * Adds a history to `db` in one transaction (all of it or nothing): tops the catalogue up to
 * `options.products`, then the orders with their timelines and the contact messages, `batchSize`
 * rows per INSERT. Throws HistoryRefusedError, before writing anything, when the database holds
 * orders it did not make and `force` is not set. A database that holds only earlier runs gets
 * a new run (its keys and ids follow the last one).
 */
export async function seedHistory(db: Db, options: HistoryOptions & { batchSize?: number }): Promise<HistoryReport> {
  const started = performance.now();
  const today = options.today ?? todayInTunis();
  const window = historyWindow(today);
  const size = options.batchSize ?? HISTORY_BATCH_SIZE;
  return db.transaction(async (tx) => {
    const foreignOrders = await countForeignOrders(tx);
    if (foreignOrders > 0 && !options.force) {
      throw new HistoryRefusedError(
        `La base contient déjà ${frenchNumber(foreignOrders)} commande${foreignOrders > 1 ? "s" : ""} que ce script n'a pas créée${foreignOrders > 1 ? "s" : ""} : ` +
          "rien n'a été ajouté. Utilisez une base de test, ou relancez avec --force pour ajouter l'historique malgré tout.",
      );
    }
    const run = (await lastHistoryRun(tx)) + 1;
    if (run > 0xffff) throw new Error("Trop d'exécutions de l'historique sur cette base (65 535 au plus).");
    await pendingSearchEntries(tx, "on");

    // The catalogue, topped up.
    const [existing] = await tx.select({ n: count() }).from(rental_products);
    const existingProducts = existing?.n ?? 0;
    const products = generateProducts({ seed: options.seed, run, startIndex: existingProducts, count: Math.max(0, options.products - existingProducts), today });
    const productsInserted = await inBatches(products, size, (batch) => insertRows(tx, rental_products, batch));
    const catalogue: CatalogueProduct[] = await tx
      .select({
        id: rental_products.id,
        name: rental_products.name,
        category: rental_products.category,
        image_url: rental_products.image_url,
        price: rental_products.price,
        stock_quantity: rental_products.stock_quantity,
        is_available: rental_products.is_available,
        buffer_days_before: rental_products.buffer_days_before,
        buffer_days_after: rental_products.buffer_days_after,
      })
      .from(rental_products);

    // Units already out over the window: earlier runs' (or, forced, the agency's) orders.
    const heldRows =
      options.orders === 0
        ? []
        : await tx
            .select({ from: rental_orders.rental_date, to: rental_orders.return_date, items: rental_orders.items })
            .from(rental_orders)
            .where(
              and(
                inArray(rental_orders.status, [...OUT_OF_DEPOT]),
                gte(rental_orders.return_date, isoFromDayNumber(window.firstDay - 100)),
                lte(rental_orders.rental_date, isoFromDayNumber(window.lastDay + 100)),
              ),
            );
    const held: HeldUnits[] = [];
    for (const row of heldRows) {
      for (const item of row.items) {
        const from = dayNumber(item.from ?? row.from);
        const to = dayNumber(item.to ?? row.to);
        if (from !== null && to !== null) held.push({ productId: item.id, from, to, quantity: item.quantity });
      }
    }

    let ordersInserted = 0;
    let eventsInserted = 0;
    if (options.orders > 0) {
      const orders = generateOrders({
        seed: options.seed,
        run,
        count: options.orders,
        today,
        catalogue,
        taxes: await getTaxRates(tx),
        bufferDefaults: await getBufferDefaults(tx),
        held,
      });
      let events: NewOrderEvent[] = [];
      ordersInserted = await inBatches(orders, size, async (batch) => {
        await insertRows(tx, rental_orders, batch.map((generated) => generated.order));
        for (const generated of batch) events.push(...generated.events);
        // Events are small rows: written by whole batches too, as they come.
        while (events.length >= size) {
          await insertRows(tx, order_events, events.slice(0, size));
          eventsInserted += size;
          events = events.slice(size);
        }
      });
      if (events.length > 0) {
        await insertRows(tx, order_events, events);
        eventsInserted += events.length;
      }
    }
    const messagesInserted = await inBatches(generateMessages({ seed: options.seed, run, count: options.messages, today }), size, (batch) =>
      insertRows(tx, contact_messages, batch),
    );
    const requestsInserted = messagesInserted > 0 ? await insertHistoryRequests(tx, run, today) : 0;
    await pendingSearchEntries(tx, "off");
    return {
      run,
      seed: options.seed,
      today,
      inserted: { rental_products: productsInserted, rental_orders: ordersInserted, order_events: eventsInserted, contact_messages: messagesInserted, event_requests: requestsInserted },
      catalogueSize: catalogue.length,
      foreignOrders,
      seconds: (performance.now() - started) / 1000,
    };
  });
}

const SEARCH_INDEXES = ["rental_orders_search_idx", "contact_messages_search_idx"] as const;

/**
 * The search's trigram indexes take each new row straight into the index (migration 0023), about
 * 1,7 ms a row on PGlite. While the history is written, new entries wait in the index's pending
 * list instead, merged into the index a few megabytes at a time; once written, the rest of the list
 * is flushed and the list turned off again, so that no search reads it (8 s for 50 000 orders and
 * messages). Inside the history's transaction: a failed run leaves both as they were.
 */
async function pendingSearchEntries(tx: DbExecutor, state: "on" | "off"): Promise<void> {
  for (const index of SEARCH_INDEXES) {
    await tx.execute(sql.raw(`alter index ${index} set (fastupdate = ${state})`));
    if (state === "off") await tx.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  }
}

/**
 * The requests of this run's messages (issue 24), in one statement: the last 45 days' still open
 * (new, qualified or proposal sent), older ones mostly decided — about a third won with a value,
 * the rest lost with a reason, a few still qualified —, eight in ten answered within two days.
 * Drawn from a hash of the message's id, so a run is the same on every database.
 */
async function insertHistoryRequests(tx: DbExecutor, run: number, today: string): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
    insert into ${event_requests} (message_id, stage, event_date, guests, won_value, lost_reason, decided_at, first_answer_at, created_at, updated_at)
    select m.id, p.stage, m.event_date, m.guest_count,
      case when p.stage = 'won' then (1500 + (p.h % 57) * 650)::numeric(14, 2) end,
      case when p.stage = 'lost' then (array['budget', 'date', 'competitor', 'no_answer', 'cancelled'])[1 + p.h % 5] end,
      case when p.stage in ('won', 'lost') then m.created_at + make_interval(days => 5 + p.h % 35) end,
      case when p.h % 10 < 8 then m.created_at + make_interval(hours => 1 + p.h % 47) end,
      m.created_at, m.created_at
    from ${contact_messages} m
    cross join lateral (select abs(hashtext(m.id::text)) as h) hashed
    cross join lateral (
      select hashed.h as h,
        case
          when m.created_at > (${today}::date - 45)::timestamptz then (array['new', 'qualified', 'proposal_sent'])[1 + hashed.h % 3]
          when hashed.h % 100 < 32 then 'won'
          when hashed.h % 100 < 92 then 'lost'
          else 'qualified'
        end as stage
    ) p
    where m.idempotency_key like ${`historique:${run}:%`}
    on conflict do nothing
    returning 1)
    select count(*)::int as n from inserted`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The French summary the script prints. */
export function historySummary(report: HistoryReport, totalSeconds: number = report.seconds): string {
  const seconds = (value: number) => value.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rows = Object.entries(report.inserted).map(([table, n]) => `  ${table.padEnd(17)} +${frenchNumber(n)}`);
  return [
    `Historique n° ${report.run} ajouté (graine ${report.seed}, jour de référence ${frenchDate(report.today)}) :`,
    ...rows,
    `Catalogue : ${frenchNumber(report.catalogueSize)} produits.` +
      (report.foreignOrders > 0 ? ` Ajouté avec --force à côté de ${frenchNumber(report.foreignOrders)} commande(s) existante(s).` : ""),
    `Durée : ${seconds(report.seconds)} s d'insertion, ${seconds(totalSeconds)} s au total.`,
  ].join("\n");
}
