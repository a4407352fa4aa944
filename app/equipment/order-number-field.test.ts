import { describe, expect, it } from "vitest";
import { notAnOrderNumber, OrderFieldSchema, orderNotFound, parseOrderNumber } from "./order-number-field";

describe("parseOrderNumber", () => {
  it("reads the number as formatOrderNumber prints it, or bare, with what a phone keyboard adds", () => {
    expect(parseOrderNumber("CMD-000042")).toBe(42);
    expect(parseOrderNumber("cmd-000042")).toBe(42);
    expect(parseOrderNumber("CMD000042")).toBe(42);
    expect(parseOrderNumber(" CMD – 000042 ")).toBe(42);
    expect(parseOrderNumber("CMD‑42")).toBe(42);
    expect(parseOrderNumber("cmd 42")).toBe(42);
    expect(parseOrderNumber("42")).toBe(42);
    expect(parseOrderNumber("000042")).toBe(42);
    expect(parseOrderNumber("4 2")).toBe(42);
    expect(parseOrderNumber("CMD-1234567")).toBe(1_234_567);
    expect(parseOrderNumber("999999999")).toBe(999_999_999);
  });

  it("refuses what is not an order number, and 0", () => {
    for (const typed of ["", "   ", "CMD-", "CMD-0", "0", "000000", "-42", "42a", "CMD-42-1", "IMG-000042", "CMD--42", "1234567890", "4.2", "quarante-deux", "Lyre LED"]) {
      expect(parseOrderNumber(typed), typed).toBeNull();
    }
  });
});

describe("the order field", () => {
  it("asks for a number when empty, and bounds its length", () => {
    expect(OrderFieldSchema.safeParse("  ").error?.issues[0]?.message).toBe("Indiquez le numéro de commande, par exemple CMD-000042 ou 42.");
    expect(OrderFieldSchema.safeParse("4".repeat(501)).success).toBe(false);
    expect(OrderFieldSchema.parse("  CMD-000042 ")).toBe("CMD-000042");
  });

  it("says in French what was wrong, with a long text cut", () => {
    expect(notAnOrderNumber(" Lyre LED ")).toBe("« Lyre LED » n'est pas un numéro de commande : indiquez par exemple CMD-000042 ou 42.");
    expect(notAnOrderNumber("x".repeat(60))).toBe(`« ${"x".repeat(40)}… » n'est pas un numéro de commande : indiquez par exemple CMD-000042 ou 42.`);
    expect(orderNotFound(42)).toBe("Aucune commande CMD-000042 : vérifiez le numéro.");
  });
});
