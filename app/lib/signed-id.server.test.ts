import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getAppSecret } from "./secret.server";
import { MAX_LINK_VERSION, readSignedIdToken, signedIdToken } from "./signed-id.server";

// The two spellings of a signed link: version 1 in the 43 characters every link sent so far has,
// later versions in 48 with the version signed in; each version has exactly one token.

const PURPOSE = "order-access:";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("signed-id tokens", () => {
  it("writes version 1 as the links already sent: uuid and MAC, 43 characters", () => {
    const id = randomUUID();
    const token = signedIdToken(PURPOSE, id, 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Byte for byte the format of before versions: a link in a client's mailbox still opens.
    const bytes = Buffer.from(id.replace(/-/g, ""), "hex");
    const before = Buffer.concat([bytes, createHmac("sha256", getAppSecret()).update(PURPOSE).update(bytes).digest().subarray(0, 16)]).toString("base64url");
    expect(token).toBe(before);
    expect(readSignedIdToken(PURPOSE, token)).toEqual({ id, version: 1 });
  });

  it("signs a later version into 48 characters and reads it back", () => {
    const id = randomUUID();
    for (const version of [2, 3, 1000, MAX_LINK_VERSION]) {
      const token = signedIdToken(PURPOSE, id, version);
      expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
      expect(readSignedIdToken(PURPOSE, token)).toEqual({ id, version });
    }
    expect(signedIdToken(PURPOSE, id, 2)).not.toBe(signedIdToken(PURPOSE, id, 3));
    expect(() => signedIdToken(PURPOSE, id, 0)).toThrow();
    expect(() => signedIdToken(PURPOSE, id, 1.5)).toThrow();
    expect(() => signedIdToken(PURPOSE, id, MAX_LINK_VERSION + 1)).toThrow();
  });

  it("refuses a version changed by hand, a version 1 written long, another purpose, any other character", () => {
    const id = randomUUID();
    const token = signedIdToken(PURPOSE, id, 2);
    const bytes = Buffer.from(token, "base64url");
    // The version bumped without the secret: the MAC no longer matches.
    const bumped = Buffer.from(bytes);
    bumped.writeUInt32BE(3, 16);
    expect(readSignedIdToken(PURPOSE, bumped.toString("base64url"))).toBeNull();
    // A version-2 token cut back to 43 characters, or its id with the version-1 MAC and a version.
    expect(readSignedIdToken(PURPOSE, token.slice(0, 43))).toBeNull();
    const v1 = Buffer.from(signedIdToken(PURPOSE, id, 1), "base64url");
    const longV1 = Buffer.concat([v1.subarray(0, 16), Buffer.from([0, 0, 0, 1]), v1.subarray(16)]).toString("base64url");
    expect(readSignedIdToken(PURPOSE, longV1)).toBeNull();
    expect(readSignedIdToken("request-access:", token)).toBeNull();
    for (const char of ALPHABET.replace(token.at(-1)!, "")) expect(readSignedIdToken(PURPOSE, token.slice(0, -1) + char)).toBeNull();
    for (const wrong of ["", token.slice(0, -1), `${token}A`, `${token}=`, id]) expect(readSignedIdToken(PURPOSE, wrong)).toBeNull();
  });
});
