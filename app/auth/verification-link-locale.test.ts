import { describe, expect, it } from "vitest";
import { localeOfCallback, verificationLink } from "./verification-mail.server";

// The confirmation e-mail's link opens /verifier-email in the language the link was asked from:
// our calls give Better Auth that language's page as callbackURL, which it hands back in `url`.
describe("the confirmation link's language", () => {
  it("is read from Better Auth's callbackURL, French otherwise", () => {
    expect(localeOfCallback("http://x.test/verify-email?token=t&callbackURL=%2Fen%2Fverifier-email")).toBe("en");
    expect(localeOfCallback("http://x.test/verify-email?token=t&callbackURL=%2Far%2Fverifier-email")).toBe("ar");
    expect(localeOfCallback("http://x.test/verify-email?token=t&callbackURL=%2F")).toBe("fr");
    expect(localeOfCallback(undefined)).toBe("fr");
    expect(localeOfCallback("::not a url::")).toBe("fr");
  });

  it("puts the page under the language's prefix", () => {
    expect(verificationLink("https://imagine.tn", "a.b.c", "ar")).toBe("https://imagine.tn/ar/verifier-email?token=a.b.c");
    expect(verificationLink("https://imagine.tn", "a.b.c")).toBe("https://imagine.tn/verifier-email?token=a.b.c");
  });
});
