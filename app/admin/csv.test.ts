import { describe, expect, it } from "vitest";
import { escapeCsvCell, toCsv } from "./csv";

describe("CSV for Excel", () => {
  it("neutralises every formula trigger in text, never in our own numbers", () => {
    expect(escapeCsvCell("=1+1")).toBe("'=1+1");
    expect(escapeCsvCell("+216 20 000 000")).toBe("'+216 20 000 000");
    expect(escapeCsvCell("-2")).toBe("'-2");
    expect(escapeCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(escapeCsvCell("\t=1")).toBe("'\t=1");
    expect(escapeCsvCell(-2)).toBe("-2");
    expect(escapeCsvCell("a=b")).toBe("a=b");
  });

  it("quotes separators, quotes, line breaks and edge spaces; leaves empties empty", () => {
    expect(escapeCsvCell('Dit "oui"; puis\nnon')).toBe('"Dit ""oui""; puis\nnon"');
    expect(escapeCsvCell(" Tunis")).toBe('" Tunis"');
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(undefined)).toBe("");
    expect(escapeCsvCell("Événement")).toBe("Événement");
  });

  it("starts with a BOM and separates cells by ';' and lines by CRLF", () => {
    expect(toCsv(["Nom", "Total"], [["Amel", "1250,30"], ["Karim", null]])).toBe("\uFEFFNom;Total\r\nAmel;1250,30\r\nKarim;\r\n");
  });
});
