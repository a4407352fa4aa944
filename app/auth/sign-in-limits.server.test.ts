import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "~/db/executor";
import { createTestAccount, formRequest, testIp } from "~/test-support/auth.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { SIGN_IN_SCHEDULE, waitAfterFailures } from "./failure-delays";
import { AUTH_RATE_LIMITS } from "./rate-limits.server";
import { signInFailed, signInSucceeded, startSignIn, type SignInAttempt } from "./sign-in-limits.server";

// The sign-in counters on a real database, without hashing passwords: the SQL twin of the delay
// schedule, failures only, concurrent guesses, the ceiling and its e-mail.

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "imagine-sign-in-limits-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
  database = await useTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const request = (ip: string) => formRequest("/auth", {}, { ip });
const pairKey = (email: string, ip: string) => `sign-in:pair:${email}|${ip}`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await database.db.execute(query));
}

async function attempt(email: string, ip: string): Promise<SignInAttempt | number> {
  const started = await startSignIn(request(ip), email);
  return "attempt" in started ? started.attempt : started.limited.retryAfterSeconds;
}

async function fail(email: string, ip: string): Promise<void> {
  const started = await attempt(email, ip);
  if (typeof started === "number") throw new Error(`refused for ${started} s`);
  await signInFailed(started);
}

describe("failures per account and client address", () => {
  it("waits as the schedule says after each failure beyond the free ones (the SQL twin of waitAfterFailures)", async () => {
    const email = "twin@example.tn";
    for (let failures = SIGN_IN_SCHEDULE.free; failures <= 12; failures++) {
      const ip = testIp();
      const wait = waitAfterFailures(failures);
      await database.db.execute(sql`
        insert into rate_limits (key, count, window_started_at, updated_at)
        values (${pairKey(email, ip)}, ${failures}, now(), now() - make_interval(secs => ${wait - 5}))
      `);
      const early = await attempt(email, ip);
      expect(early, `${failures} échecs`).toBeTypeOf("number");
      expect(early as number).toBeGreaterThanOrEqual(4);
      expect(early as number).toBeLessThanOrEqual(6);
      await database.db.execute(sql`update rate_limits set updated_at = now() - make_interval(secs => ${wait + 1}) where key = ${pairKey(email, ip)}`);
      expect(await attempt(email, ip), `${failures} échecs`).toBeTypeOf("object");
    }
  });

  it("counts neither successes nor refused attempts", async () => {
    const email = "succes@example.tn";
    const ip = testIp();
    for (let i = 0; i < 10; i++) {
      const started = await attempt(email, ip);
      expect(started).toBeTypeOf("object");
      await signInSucceeded(started as SignInAttempt);
    }
    for (let i = 0; i < 3; i++) await fail(email, ip);
    const [before] = await rows<{ count: number; updated_at: string }>(sql`select count, updated_at::text from rate_limits where key = ${pairKey(email, ip)}`);
    for (let i = 0; i < 5; i++) expect(await attempt(email, ip)).toBeTypeOf("number");
    const [after] = await rows<{ count: number; updated_at: string }>(sql`select count, updated_at::text from rate_limits where key = ${pairKey(email, ip)}`);
    expect(after).toEqual(before);
    // Other addresses are not touched, and a flood from this one was given back its successes.
    expect(await attempt(email, testIp())).toBeTypeOf("object");
    const [flood] = await rows<{ count: number }>(sql`select count from rate_limits where key = ${`sign-in:ip:${ip}`}`);
    expect(Number(flood!.count)).toBe(3);
  });

  it("lets only the free failures through from one address, however many guesses arrive at once", async () => {
    const ip = testIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt("rafale@example.tn", ip)));
    expect(results.filter((r) => typeof r === "object")).toHaveLength(SIGN_IN_SCHEDULE.free);
  });

  it("forgets an address's failures after an hour without any", async () => {
    const email = "oubli@example.tn";
    const ip = testIp();
    await database.db.execute(sql`
      insert into rate_limits (key, count, window_started_at, updated_at) values (${pairKey(email, ip)}, 9, now() - interval '3 hours', now() - interval '61 minutes')
    `);
    expect(await attempt(email, ip)).toBeTypeOf("object");
    const [row] = await rows<{ count: number }>(sql`select count from rate_limits where key = ${pairKey(email, ip)}`);
    expect(Number(row!.count)).toBe(1);
  });

  it("refuses a flood of failures from one address on every account, for the rest of its window only", async () => {
    const ip = testIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.signInIp.limit; i++) await fail(`compte-${i}@example.tn`, ip);
    const refused = await attempt("encore-un@example.tn", ip);
    expect(refused).toBeTypeOf("number");
    expect(refused as number).toBeGreaterThan(14 * 60);
    const [row] = await rows<{ count: number }>(sql`select count from rate_limits where key = ${`sign-in:ip:${ip}`}`);
    expect(Number(row!.count)).toBe(AUTH_RATE_LIMITS.signInIp.limit);
  });
});

describe("the per-account ceiling", () => {
  const warnings = async (to: string) =>
    Number((await rows<{ n: number }>(sql`select count(*)::int as n from mail_queue where kind = 'sign-in-attempts' and "to" = ${to}`))[0]!.n);
  const fillCeiling = (email: string, count: number) =>
    database.db.execute(sql`
      insert into rate_limits (key, count, window_started_at) values (${`${AUTH_RATE_LIMITS.signInAccountCeiling.name}:${email}`}, ${count}, now())
    `);

  it("e-mails the owner once per window when it is reached, then slows sign-ins without refusing a first attempt", async () => {
    const owner = await createTestAccount("plafond@example.tn");
    await fillCeiling(owner.email, AUTH_RATE_LIMITS.signInAccountCeiling.limit - 2);
    await fail(owner.email, testIp());
    expect(await warnings(owner.email)).toBe(0);
    await fail(owner.email, testIp());
    expect(await warnings(owner.email)).toBe(1);
    const [mail] = await rows<{ subject: string; text: string }>(sql`select subject, text from mail_queue where kind = 'sign-in-attempts' and "to" = ${owner.email}`);
    expect(mail!.subject).toBe("Tentatives de connexion sur votre compte");
    expect(mail!.text).toContain("« Mot de passe oublié ? »");

    // Slowed: a fresh address still gets its first attempt, after a short pause…
    const ip = testIp();
    const began = Date.now();
    const first = await attempt(owner.email, ip);
    expect(first).toMatchObject({ slowed: true });
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_900);
    await signInFailed(first as SignInAttempt);
    // …and waits after one failure instead of three (a minute from when that attempt began). No
    // second e-mail in the window.
    const wait = await attempt(owner.email, ip);
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await warnings(owner.email)).toBe(1);
  });

  it("e-mails nobody for an address without an account", async () => {
    await fillCeiling("personne@example.tn", AUTH_RATE_LIMITS.signInAccountCeiling.limit - 1);
    await fail("personne@example.tn", testIp());
    expect(await warnings("personne@example.tn")).toBe(0);
  });
});
