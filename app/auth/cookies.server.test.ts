import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { createAuth } from "./auth.server";

// The session cookie's attributes, read from what Better Auth actually sends.

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database.dispose());

async function sessionCookie(publicUrl: string, email: string): Promise<string> {
  const auth = createAuth({ PUBLIC_URL: publicUrl, TRUST_PROXY: false });
  await auth.api.signUpEmail({ body: { email, password: "Carthage-Sidi-2026", name: "Test" } });
  const { headers } = await auth.api.signInEmail({ body: { email, password: "Carthage-Sidi-2026" }, returnHeaders: true });
  const cookie = headers.getSetCookie().find((c) => c.includes("session_token="));
  expect(cookie).toBeDefined();
  return cookie!;
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Secure with the __Secure- prefix under HTTPS, for 7 days", async () => {
    const cookie = await sessionCookie("https://imagine.example", "https@example.tn");
    expect(cookie.startsWith("__Secure-imagine.session_token=")).toBe(true);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Max-Age=604800/i);
  });

  it("has no Secure flag or prefix on plain HTTP (local development)", async () => {
    const cookie = await sessionCookie("http://localhost:3000", "http@example.tn");
    expect(cookie.startsWith("imagine.session_token=")).toBe(true);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
  });
});
