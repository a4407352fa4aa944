import { describe, expect, it } from "vitest";
import { orderNumberFromParam } from "./order-number";

describe("orderNumberFromParam", () => {
  it("reads the number of an order's address, with or without its prefix and zeros", () => {
    expect(orderNumberFromParam("CMD-000042")).toBe(42);
    expect(orderNumberFromParam("cmd-42")).toBe(42);
    expect(orderNumberFromParam("42")).toBe(42);
    expect(orderNumberFromParam("000000042")).toBe(42);
  });

  it("refuses anything else", () => {
    for (const param of [undefined, "", "CMD42", "CMD-", "CMD-0000000042", "42 ", "-42", "4.2", "CMD-00004x"]) expect(orderNumberFromParam(param)).toBeNull();
  });
});
