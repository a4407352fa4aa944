import { describe, expect, test } from "vitest";
import { amountInEnglishWords, numberInEnglishWords } from "./amount-in-words-en";

const dinars = (value: number) => BigInt(value) * 100n;

describe("amountInEnglishWords", () => {
  test.each([
    [0, "zero Tunisian dinars"],
    [1, "one Tunisian dinar"],
    [2, "two Tunisian dinars"],
    [21, "twenty-one Tunisian dinars"],
    [100, "one hundred Tunisian dinars"],
    [1000, "one thousand Tunisian dinars"],
    [2_000_000, "two million Tunisian dinars"],
  ])("%i DT → %s", (value, words) => {
    expect(amountInEnglishWords(dinars(value))).toBe(words);
  });

  test("the cents are millimes in figures, as on the French documents, omitted when there are none", () => {
    expect(amountInEnglishWords(125_030n)).toBe("one thousand two hundred and fifty Tunisian dinars and 300 millimes");
    expect(amountInEnglishWords(125_000n)).toBe("one thousand two hundred and fifty Tunisian dinars");
    expect(amountInEnglishWords(5n)).toBe("zero Tunisian dinars and 50 millimes");
    expect(amountInEnglishWords(2_442_397n)).toBe("twenty-four thousand four hundred and twenty-three Tunisian dinars and 970 millimes");
  });

  test("negative amounts are refused", () => {
    expect(() => amountInEnglishWords(-1n)).toThrow(RangeError);
  });
});

describe("numberInEnglishWords", () => {
  test.each([
    [7, "seven"],
    [13, "thirteen"],
    [19, "nineteen"],
    [20, "twenty"],
    [42, "forty-two"],
    [99, "ninety-nine"],
    [101, "one hundred and one"],
    [110, "one hundred and ten"],
    [999, "nine hundred and ninety-nine"],
    [1001, "one thousand and one"],
    [1050, "one thousand and fifty"],
    [1100, "one thousand one hundred"],
    [1250, "one thousand two hundred and fifty"],
    [21_000, "twenty-one thousand"],
    [100_000, "one hundred thousand"],
    [300_200, "three hundred thousand two hundred"],
    [1_000_000, "one million"],
    [1_000_005, "one million and five"],
    [1_001_000, "one million one thousand"],
    [2_500_000_000, "two billion five hundred million"],
    [19_999, "nineteen thousand nine hundred and ninety-nine"],
  ])("%i → %s", (value, words) => {
    expect(numberInEnglishWords(BigInt(value))).toBe(words);
  });

  test("a thousand billion is still written out", () => {
    expect(numberInEnglishWords(1_000_000_000_000n)).toBe("one thousand billion");
    expect(numberInEnglishWords(10_234_598n)).toBe("ten million two hundred and thirty-four thousand five hundred and ninety-eight");
  });
});
