import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives working defaults for a first start", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./data",
      PGLITE_DIR: "./data/pglite",
      PUBLIC_URL: "http://localhost:3000",
      SEED_ON_START: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("treats empty optional URLs as absent", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names every invalid variable in one message", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", BETTER_AUTH_SECRET: "court" })).toThrowError(EnvError);
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", BETTER_AUTH_SECRET: "court" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("BETTER_AUTH_SECRET");
      expect(message).toContain(".env.example");
    }
  });

  it("derives the embedded database folder from DATA_DIR and trims the public URL", () => {
    const env = parseEnv({ DATA_DIR: "/srv/imagine/", PUBLIC_URL: "https://imagine.tn/" });
    expect(env.PGLITE_DIR).toBe("/srv/imagine/pglite");
    expect(env.PUBLIC_URL).toBe("https://imagine.tn");
  });
});
