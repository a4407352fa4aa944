import { describe, expect, test } from "vitest";
import { amountInFrenchWords, numberInFrenchWords } from "./amount-in-words";

const dinars = (value: number) => BigInt(value) * 100n;

describe("amountInFrenchWords", () => {
  test.each([
    [0, "zéro dinar"],
    [1, "un dinar"],
    [21, "vingt et un dinars"],
    [71, "soixante et onze dinars"],
    [80, "quatre-vingts dinars"],
    [81, "quatre-vingt-un dinars"],
    [99, "quatre-vingt-dix-neuf dinars"],
    [100, "cent dinars"],
    [200, "deux cents dinars"],
    [1000, "mille dinars"],
    [2_000_000, "deux millions de dinars"],
  ])("%i DT → %s", (value, words) => {
    expect(amountInFrenchWords(dinars(value))).toBe(words);
  });

  test("the cents are millimes in figures, omitted when there are none", () => {
    expect(amountInFrenchWords(125_030n)).toBe("mille deux cent cinquante dinars et 300 millimes");
    expect(amountInFrenchWords(125_000n)).toBe("mille deux cent cinquante dinars");
    expect(amountInFrenchWords(5n)).toBe("zéro dinar et 50 millimes");
  });

  test("negative amounts are refused", () => {
    expect(() => amountInFrenchWords(-1n)).toThrow(RangeError);
  });
});

describe("numberInFrenchWords", () => {
  test.each([
    [16, "seize"],
    [17, "dix-sept"],
    [31, "trente et un"],
    [61, "soixante et un"],
    [70, "soixante-dix"],
    [72, "soixante-douze"],
    [90, "quatre-vingt-dix"],
    [91, "quatre-vingt-onze"],
    [101, "cent un"],
    [180, "cent quatre-vingts"],
    [201, "deux cent un"],
    [280, "deux cent quatre-vingts"],
    [1001, "mille un"],
    [2000, "deux mille"],
    [21_000, "vingt et un mille"],
    [80_000, "quatre-vingt mille"],
    [200_000, "deux cent mille"],
    [300_200, "trois cent mille deux cents"],
    [1_000_000, "un million"],
    [80_000_000, "quatre-vingts millions"],
    [200_000_000, "deux cents millions"],
    [1_001_000, "un million mille"],
    [2_500_000_000, "deux milliards cinq cents millions"],
    [19_999, "dix-neuf mille neuf cent quatre-vingt-dix-neuf"],
  ])("%i → %s", (value, words) => {
    expect(numberInFrenchWords(BigInt(value))).toBe(words);
  });

  test("a round million or milliard takes « de » before the currency, not otherwise", () => {
    expect(amountInFrenchWords(dinars(1_000_000))).toBe("un million de dinars");
    expect(amountInFrenchWords(dinars(3_000_000_000))).toBe("trois milliards de dinars");
    expect(amountInFrenchWords(dinars(1_000_250))).toBe("un million deux cent cinquante dinars");
  });
});
