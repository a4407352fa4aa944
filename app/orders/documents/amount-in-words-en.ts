// The total in words on an English document (issue 39), the counterpart of amount-in-words.ts:
// "This invoice is set at the sum of: one thousand two hundred and fifty Tunisian dinars and 300
// millimes." British usage, as the site's English: "and" before the tens and units of each group
// ("one hundred and five", "two thousand and fifty"), hyphens inside the tens ("forty-two"), the
// short scale (a billion is a thousand million). The millimes in figures, as on the French documents.

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];

const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0 < n < 100. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const one = n % 10;
  return one === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!}-${ONES[one]!}`;
}

/** 0 < n < 1000: "one hundred and five", "twelve". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  return rest === 0 ? `${ONES[hundreds]!} hundred` : `${ONES[hundreds]!} hundred and ${belowHundred(rest)}`;
}

const SCALES: [bigint, string][] = [
  [1_000_000_000n, "billion"],
  [1_000_000n, "million"],
  [1_000n, "thousand"],
];

/** A whole number in English words: 1250n → "one thousand two hundred and fifty". */
export function numberInEnglishWords(value: bigint): string {
  if (value < 0n) throw new RangeError(`Negative amount: ${value}`);
  if (value === 0n) return ONES[0]!;
  const words: string[] = [];
  let rest = value;
  for (const [scale, name] of SCALES) {
    const count = rest / scale;
    rest %= scale;
    // Billions may exceed 999: a number of billions is itself written out.
    if (count > 0n) words.push(`${count >= 1000n ? numberInEnglishWords(count) : belowThousand(Number(count))} ${name}`);
  }
  if (rest > 0n) {
    // "two thousand and fifty": a last group under a hundred after a larger one takes "and".
    const last = belowThousand(Number(rest));
    words.push(words.length > 0 && rest < 100n ? `and ${last}` : last);
  }
  return words.join(" ");
}

/**
 * An amount in cents in words with its currency: 125030n → "one thousand two hundred and fifty
 * Tunisian dinars and 300 millimes"; 100n → "one Tunisian dinar".
 */
export function amountInEnglishWords(cents: bigint): string {
  if (cents < 0n) throw new RangeError(`Negative amount: ${cents}`);
  const dinars = cents / 100n;
  const millimes = (cents % 100n) * 10n;
  const main = `${numberInEnglishWords(dinars)} ${dinars === 1n ? "Tunisian dinar" : "Tunisian dinars"}`;
  return millimes === 0n ? main : `${main} and ${millimes} millimes`;
}
