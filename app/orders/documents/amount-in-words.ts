// The total TTC written out in letters, as Tunisian invoices and quotes state it under the totals
// ("Arrêtée la présente facture à la somme de : …"). Traditional French spelling, the one
// accountants and the tax administration use: hyphens only inside the tens ("quatre-vingt-un",
// "trente-deux"), "et" for the ones of twenty to seventy ("vingt et un", "soixante et onze"),
// "cents" and "quatre-vingts" plural only at the end or before million and milliard (nouns),
// "mille" invariable, "million" and "milliard" nouns that take an "s" and a "de".
// The dinar has 1 000 millimes; the database keeps two decimals, so 0,30 DT is 300 millimes,
// written in figures as the usage is.

const ONES = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];

/** Tens from 20 to 60; 70 and 90 are built on 60 and 80. */
const TENS: Record<number, string> = { 2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante" };

/** 0 < n < 100. `plural`: "quatre-vingts" keeps its "s" (nothing follows it but a noun). */
function belowHundred(n: number, plural: boolean): string {
  if (n < 20) return ONES[n]!;
  const ten = Math.floor(n / 10);
  const one = n % 10;
  if (ten === 7 || ten === 9) {
    // soixante-dix… soixante-dix-neuf, quatre-vingt-dix… : 60 or 80 plus 10 to 19.
    const base = ten === 7 ? "soixante" : "quatre-vingt";
    const rest = n - (ten === 7 ? 60 : 80);
    return ten === 7 && rest === 11 ? "soixante et onze" : `${base}-${ONES[rest]!}`;
  }
  if (ten === 8) return one === 0 ? (plural ? "quatre-vingts" : "quatre-vingt") : `quatre-vingt-${ONES[one]!}`;
  const tens = TENS[ten]!;
  if (one === 0) return tens;
  if (one === 1) return `${tens} et un`;
  return `${tens}-${ONES[one]!}`;
}

/** 0 < n < 1000. `plural`: whether "cents"/"quatre-vingts" may take their "s" here. */
function belowThousand(n: number, plural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push("cent");
  else if (hundreds > 1) words.push(`${ONES[hundreds]!} ${rest === 0 && plural ? "cents" : "cent"}`);
  if (rest > 0) words.push(belowHundred(rest, plural));
  return words.join(" ");
}

/** A whole number in French words: 1250n → "mille deux cent cinquante". */
export function numberInFrenchWords(value: bigint): string {
  if (value < 0n) throw new RangeError(`Montant négatif : ${value}`);
  if (value === 0n) return ONES[0]!;
  const words: string[] = [];
  let rest = value;
  // Milliards may exceed 999 (a billion billion dinars is not an invoice, but it stays correct).
  const milliards = rest / 1_000_000_000n;
  rest %= 1_000_000_000n;
  if (milliards > 0n) words.push(`${numberInFrenchWords(milliards)} ${milliards > 1n ? "milliards" : "milliard"}`);
  const millions = Number(rest / 1_000_000n);
  rest %= 1_000_000n;
  if (millions > 0) words.push(`${belowThousand(millions, true)} ${millions > 1 ? "millions" : "million"}`);
  const thousands = Number(rest / 1_000n);
  const units = Number(rest % 1_000n);
  // "mille", never "un mille"; and "deux cent mille", "quatre-vingt mille": no "s" before mille.
  if (thousands === 1) words.push("mille");
  else if (thousands > 1) words.push(`${belowThousand(thousands, false)} mille`);
  if (units > 0) words.push(belowThousand(units, true));
  return words.join(" ");
}

/**
 * An amount in cents in words with its currency: 125030n → "mille deux cent cinquante dinars et
 * 300 millimes"; 100n → "un dinar"; 200000000n → "deux millions de dinars".
 */
export function amountInFrenchWords(cents: bigint): string {
  if (cents < 0n) throw new RangeError(`Montant négatif : ${cents}`);
  const dinars = cents / 100n;
  const millimes = (cents % 100n) * 10n;
  const words = numberInFrenchWords(dinars);
  // "un million de dinars": a number ending on the noun million or milliard takes "de".
  const of = /(?:million|milliard)s?$/.test(words) ? " de" : "";
  const currency = dinars > 1n ? "dinars" : "dinar";
  const main = `${words}${of} ${currency}`;
  return millimes === 0n ? main : `${main} et ${millimes} millimes`;
}
