// The command line of `npm run db:seed-history` (scripts/db-seed-history.ts): its options, their
// bounds and defaults, the French usage text, and the parser that turns the arguments into the
// options of seedHistory (history.server.ts) or into a French error. Pure: the script reads its
// arguments before it opens any database.

import { dayNumber, type IsoDate } from "~/lib/calendar-dates";
import { frenchNumber } from "./french-format";

export const HISTORY_LIMITS = { ordersMax: 1_000_000, messagesMax: 1_000_000, productsMax: 10_000, seedMax: 4_294_967_295 } as const;
export const HISTORY_DEFAULTS = { orders: 1_000, messages: 1_000, products: 100, seed: 2024 } as const;

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
