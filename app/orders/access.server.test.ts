import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientDocumentPath, clientOrderPath, orderAccessToken, readOrderAccessToken } from "./access.server";

describe("order access tokens", () => {
  it("gives back the order id and link version of its own token only", () => {
    const id = randomUUID();
    const token = orderAccessToken({ id, link_version: 1 });
    // Version 1 keeps the 43 characters of the links sent before versions existed.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readOrderAccessToken(token)).toEqual({ id, version: 1 });
    expect(orderAccessToken({ id, link_version: 1 })).toBe(token);
    const second = orderAccessToken({ id, link_version: 2 });
    expect(second).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(readOrderAccessToken(second)).toEqual({ id, version: 2 });
    expect(clientOrderPath({ id, link_version: 2 })).toBe(`/commande/${second}`);
    expect(clientDocumentPath({ id, link_version: 2 }, "FAC 1.pdf")).toBe(`/commande/${second}/documents/FAC%201.pdf`);
  });

  it("refuses a truncated, altered or other order's token", () => {
    const id = randomUUID();
    const token = orderAccessToken({ id, link_version: 1 });
    expect(readOrderAccessToken(token.slice(0, -1))).toBeNull();
    // Every other last character, including those that decode to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const char of alphabet.replace(token.at(-1)!, "")) expect(readOrderAccessToken(token.slice(0, -1) + char)).toBeNull();
    // Another order's id with this token's MAC.
    const other = Buffer.from(orderAccessToken({ id: randomUUID(), link_version: 1 }), "base64url").subarray(0, 16);
    const forged = Buffer.concat([other, Buffer.from(token, "base64url").subarray(16)]).toString("base64url");
    expect(readOrderAccessToken(forged)).toBeNull();
    expect(readOrderAccessToken("")).toBeNull();
    expect(readOrderAccessToken("CMD-000042")).toBeNull();
  });
});
