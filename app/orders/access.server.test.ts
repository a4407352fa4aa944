import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderAccessToken, orderIdFromAccessToken } from "./access.server";

describe("order access tokens", () => {
  it("gives back the order id of its own token only", () => {
    const id = randomUUID();
    const token = orderAccessToken(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(orderIdFromAccessToken(token)).toBe(id);
    expect(orderAccessToken(id)).toBe(token);
  });

  it("refuses a truncated, altered or other order's token", () => {
    const id = randomUUID();
    const token = orderAccessToken(id);
    expect(orderIdFromAccessToken(token.slice(0, -1))).toBeNull();
    // Every other last character, including those that decode to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const char of alphabet.replace(token.at(-1)!, "")) expect(orderIdFromAccessToken(token.slice(0, -1) + char)).toBeNull();
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(orderIdFromAccessToken(token.slice(0, -1) + last)).toBeNull();
    // Another order's id with this token's MAC.
    const other = Buffer.from(orderAccessToken(randomUUID()), "base64url").subarray(0, 16);
    const forged = Buffer.concat([other, Buffer.from(token, "base64url").subarray(16)]).toString("base64url");
    expect(orderIdFromAccessToken(forged)).toBeNull();
    expect(orderIdFromAccessToken("")).toBeNull();
    expect(orderIdFromAccessToken("CMD-000042")).toBeNull();
  });
});
