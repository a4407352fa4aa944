import { describe, expect, it } from "vitest";
import { csvLine, escapeCsvCell, toCsv } from "./csv";

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

  it("quotes separators of both kinds, quotes, line breaks and edge spaces; leaves empties empty", () => {
    expect(escapeCsvCell('Dit "oui"; puis\nnon')).toBe('"Dit ""oui""; puis\nnon"');
    expect(escapeCsvCell("a;b\"c")).toBe('"a;b""c"');
    expect(escapeCsvCell("Traiteur, Décoration")).toBe('"Traiteur, Décoration"');
    expect(escapeCsvCell("1250,30")).toBe('"1250,30"');
    expect(escapeCsvCell("ligne\r\nsuivante")).toBe('"ligne\r\nsuivante"');
    expect(escapeCsvCell(" Tunis")).toBe('" Tunis"');
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(undefined)).toBe("");
    expect(escapeCsvCell("Événement")).toBe("Événement");
  });

  it("keeps the apostrophe on a formula that follows a comma or a line break, where a ','-reader starts a cell", () => {
    expect(escapeCsvCell("=1+1, hello")).toBe(`"'=1+1, hello"`);
    expect(escapeCsvCell("hello,=1+1")).toBe(`"hello,'=1+1"`);
    expect(escapeCsvCell("hello, =1+1")).toBe(`"hello, '=1+1"`);
    expect(escapeCsvCell('hello,"=1+1"')).toBe(`"hello,""'=1+1"""`);
    expect(escapeCsvCell("Bonjour\n@SUM(A1)")).toBe(`"Bonjour\n'@SUM(A1)"`);
    expect(escapeCsvCell("10,5 m")).toBe('"10,5 m"');
  });

  it("starts with a BOM and separates cells by ';' and lines by CRLF", () => {
    expect(toCsv(["Nom", "Total"], [["Amel", "1250,30"], ["Karim", null]])).toBe('\uFEFFNom;Total\r\nAmel;"1250,30"\r\nKarim;\r\n');
    expect(csvLine(["a", 1, null])).toBe("a;1;\r\n");
  });
});
