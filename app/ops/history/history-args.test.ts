import { describe, expect, it } from "vitest";
import { HISTORY_DEFAULTS, parseHistoryArgs } from "./history-args";

describe("parseHistoryArgs", () => {
  it("reads the brief's command, both option spellings and the defaults", () => {
    expect(parseHistoryArgs(["--orders", "50000", "--messages", "50000", "--products", "500"])).toEqual({
      kind: "run",
      options: { orders: 50_000, messages: 50_000, products: 500, seed: HISTORY_DEFAULTS.seed, force: false },
    });
    expect(parseHistoryArgs(["--orders=10", "--messages=0", "--force", "--seed", "0", "--today", "2024-02-29", "--products", "1"])).toEqual({
      kind: "run",
      options: { orders: 10, messages: 0, products: 1, seed: 0, force: true, today: "2024-02-29" },
    });
    expect(parseHistoryArgs([])).toEqual({ kind: "run", options: { ...HISTORY_DEFAULTS, force: false } });
    expect(parseHistoryArgs(["--orders", "1000000", "--messages", "1000000", "--products", "10000", "--seed", "4294967295"]).kind).toBe("run");
  });

  it("prints the help for --help or -h, whatever else is given", () => {
    expect(parseHistoryArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseHistoryArgs(["--orders", "-5", "-h"])).toEqual({ kind: "help" });
  });

  it.each([
    [["--orders", "-5"], /--orders ne peut pas être négatif/],
    [["--orders=-1"], /--orders ne peut pas être négatif/],
    [["--seed", "-1"], /--seed ne peut pas être négatif/],
    [["--orders", "12.5"], /--orders attend un nombre entier/],
    [["--orders", "abc"], /--orders attend un nombre entier/],
    [["--orders", "1e3"], /--orders attend un nombre entier/],
    [["--orders", " 5"], /--orders attend un nombre entier/],
    [["--orders", "+5"], /--orders attend un nombre entier/],
    [["--orders", "0x10"], /--orders attend un nombre entier/],
    [["--messages", "1_000"], /--messages attend un nombre entier/],
    [["--orders"], /L'option --orders attend une valeur/],
    [["--orders="], /L'option --orders attend une valeur/],
    [["--orders", "--force"], /L'option --orders attend une valeur/],
    [["--orders", "1000001"], /--orders est démesuré : 1.000.000 au plus/],
    [["--messages", "99999999999999999999999"], /--messages est démesuré/],
    [["--products", "10001"], /--products est démesuré/],
    [["--seed", "4294967296"], /--seed est démesuré/],
    [["--products", "0"], /--products doit valoir au moins 1/],
    [["--orders", "0", "--messages", "0"], /Rien à générer/],
    [["--bogus"], /Option inconnue : « --bogus »/],
    [["--ORDERS", "5"], /Option inconnue/],
    [["-o", "5"], /Option inconnue : « -o »/],
    [["50000"], /Argument inattendu : « 50000 »/],
    [["--orders", "5", "--orders", "6"], /L'option --orders est donnée deux fois/],
    [["--force", "--force"], /L'option --force est donnée deux fois/],
    [["--force=yes"], /L'option --force ne prend pas de valeur/],
    [["--today", "2026-02-30"], /--today attend une date réelle/],
    [["--today", "15/03/2026"], /--today attend une date réelle/],
    [["--today", "1999-12-31"], /--today attend une date réelle/],
  ])("refuses %j in French", (argv, message) => {
    const parsed = parseHistoryArgs(argv);
    expect(parsed.kind).toBe("error");
    expect(parsed.kind === "error" && parsed.message).toMatch(message);
  });
});
