import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { action as authAction, loader as authLoader } from "~/routes/auth/auth";
import { action as resetAction } from "~/routes/auth/reset-password";
import { action as signOutAction } from "~/routes/auth/sign-out";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { drainOnce } from "~/lib/mail-queue.server";
import { getToast } from "~/lib/toast.server";
import { getAuth } from "./auth.server";
import { AUTH_RATE_LIMITS } from "./rate-limits.server";
import { grantAdmin } from "./roles.server";
import { getSessionInfo } from "./session.server";
import {
  cookieHeaderFrom,
  createTestAccount,
  formRequest,
  getRequest,
  resetLinksInOutbox,
  testIp,
} from "~/test-support/auth.server";

// Our actions, end to end, on a fresh migrated PGlite; e-mails land in a temporary outbox.

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "imagine-auth-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
  database = await useTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

// Route actions are called as React Router would, with only what ours use.
type AnyAction = (args: { request: Request; params: object; context: object }) => unknown;

/** Runs a route action and returns a Response whatever it returned or threw. */
async function run(fn: unknown, request: Request): Promise<{ status: number; body: ActionBody | null; response: Response | null }> {
  let result: unknown;
  try {
    result = await (fn as AnyAction)({ request, params: {}, context: {} });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: null, response: result };
  const wrapped = result as { type?: string; data: ActionBody; init?: { status?: number } };
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data, response: null };
  throw new Error(`Réponse inattendue : ${JSON.stringify(result)}`);
}
type ActionBody = {
  intent: string;
  values: { email?: string };
  fieldErrors?: Record<string, string[]>;
  toast?: { title: string; description?: string };
};

/** The raw e-mails the outbox holds for `to`. */
async function mailsTo(outbox: string, to: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const raws = await Promise.all(files.map((f) => readFile(path.join(outbox, f), "utf8")));
  return raws.filter((raw) => raw.includes(`To: ${to}`));
}

/** The toast the next page will show, read back from the response's flash cookie. */
async function flashedToast(response: Response) {
  return (await getToast(getRequest("/", cookieHeaderFrom(response)))).toast;
}

const signIn = (email: string, password: string, ip = testIp()) =>
  run(authAction, formRequest("/auth", { intent: "sign-in", email, password }, { ip }));

describe("sign-up", () => {
  it("creates the account without a session, and sends to the sign-in page with the success toast", async () => {
    const { status, response } = await run(
      authAction,
      formRequest("/auth", { intent: "sign-up", email: "Nadia@Example.tn", password: "Carthage-Sidi-2026" }),
    );
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/auth");
    // Only the toast's cookie: no sign-up opens a session (ADR 005).
    expect(response!.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["imagine_toast"]);
    expect(await flashedToast(response!)).toMatchObject({ type: "success", title: "Compte créé avec succès!" });
    expect((await flashedToast(response!))?.description).toMatch(/^Vérifiez votre boîte mail, puis connectez-vous\. Email : nadia@example\.tn · ID : \w+$/);
    const signedIn = await signIn("nadia@example.tn", "Carthage-Sidi-2026");
    expect(signedIn.status).toBe(302);
    const info = await getSessionInfo(getRequest("/", cookieHeaderFrom(signedIn.response!)));
    expect(info?.user.email).toBe("nadia@example.tn");
    expect(info?.isAdmin).toBe(false);
  });

  it("keeps where to go back after signing in", async () => {
    const { response } = await run(
      authAction,
      formRequest("/auth", { intent: "sign-up", email: "retour@example.tn", password: "Carthage-Sidi-2026", redirectTo: "/compte" }),
    );
    expect(response!.headers.get("Location")).toBe("/auth?redirectTo=%2Fcompte");
  });

  it("refuses bad input with French field errors, what was typed, and no session", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "", password: "Carthage-Sidi-2026" }, "email", "Entrez votre email"],
      [{ email: "pas-un-email", password: "Carthage-Sidi-2026" }, "email", "Adresse email invalide"],
      [{ email: "a@example.tn", password: "Court7!" }, "password", "Le mot de passe doit contenir au moins 8 caractères"],
      [{ email: "a@example.tn", password: "x".repeat(10_000) }, "password", "Le mot de passe ne doit pas dépasser 128 caractères"],
      [{ email: "a@example.tn", password: "Password123" }, "password", "Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner."],
    ];
    for (const [fields, field, message] of cases) {
      const { status, body, response } = await run(authAction, formRequest("/auth", { intent: "sign-up", ...fields }));
      expect(status).toBe(400);
      expect(response).toBeNull();
      expect(body!.fieldErrors![field]).toEqual([message]);
      expect(body!.values.email).toBe(fields.email);
      expect(JSON.stringify(body)).not.toContain(fields.password!.slice(0, 20));
    }
  });

  it("answers an e-mail that already has an account like a new one, and e-mails its owner instead", async () => {
    const owner = await createTestAccount("deja@example.tn");
    const { status, body, response } = await run(
      authAction,
      formRequest("/auth", { intent: "sign-up", email: "deja@example.tn", password: "Carthage-Sidi-2026" }),
    );
    expect(status).toBe(302);
    expect(body).toBeNull();
    expect(response!.headers.get("Location")).toBe("/auth");
    expect(response!.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["imagine_toast"]);
    const toast = await flashedToast(response!);
    expect(toast).toMatchObject({ type: "success", title: "Compte créé avec succès!" });
    expect(toast?.description).toMatch(/^Vérifiez votre boîte mail, puis connectez-vous\. Email : deja@example\.tn · ID : \w+$/);
    expect(JSON.stringify(toast)).not.toContain("existe déjà");
    // The ID shown is not the account's, and the account is untouched: its password still works.
    expect(toast?.description).not.toContain(owner.id);
    expect((await signIn(owner.email, owner.password)).status).toBe(302);
    expect((await signIn(owner.email, "Carthage-Sidi-2026")).status).toBe(401);
    await drainOnce();
    const mails = await mailsTo(path.join(dataDir, "outbox"), "deja@example.tn");
    expect(mails.some((m) => m.includes("Subject: Tentative d'inscription avec votre adresse e-mail"))).toBe(true);
  });
});

describe("sign-in", () => {
  it("opens a session and sends a non-admin to / with 'Connexion réussie!'", async () => {
    const account = await createTestAccount("client@example.tn");
    const { status, response } = await signIn(account.email, account.password);
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/");
    expect(await flashedToast(response!)).toMatchObject({ type: "success", title: "Connexion réussie!", description: "client@example.tn" });
    const info = await getSessionInfo(getRequest("/", cookieHeaderFrom(response!)));
    expect(info?.user.id).toBe(account.id);
  });

  it("refuses a wrong password with e-mail, message, code and status, and no session", async () => {
    const account = await createTestAccount("oubli@example.tn");
    const { status, body, response } = await signIn(account.email, "Pas-le-bon-mot-2026");
    expect(status).toBe(401);
    expect(response).toBeNull();
    expect(body!.toast).toEqual({
      title: "Erreur lors de la connexion",
      description: "Email : oubli@example.tn · Message : Email ou mot de passe incorrect · Code : INVALID_EMAIL_OR_PASSWORD · Statut : 401",
    });
    expect(body!.values.email).toBe("oubli@example.tn");
  });

  it("detects an admin from user_roles and sends them to /admin", async () => {
    const account = await createTestAccount("patron@example.tn");
    await grantAdmin(account.id);
    const { response } = await signIn(account.email, account.password);
    expect(response!.headers.get("Location")).toBe("/admin");
    const info = await getSessionInfo(getRequest("/admin", cookieHeaderFrom(response!)));
    expect(info?.isAdmin).toBe(true);
  });

  it("sends a signed-in visitor away from /auth: admins to /admin, others to /", async () => {
    const admin = await createTestAccount("admin-auth@example.tn");
    await grantAdmin(admin.id);
    const client = await createTestAccount("client-auth@example.tn");
    const redirectOf = async (cookie?: string) => {
      try {
        await authLoader({ request: getRequest("/auth", cookie), params: {}, context: {} } as unknown as Parameters<typeof authLoader>[0]);
        return null;
      } catch (thrown) {
        return (thrown as Response).headers.get("Location");
      }
    };
    expect(await redirectOf(admin.cookie)).toBe("/admin");
    expect(await redirectOf(client.cookie)).toBe("/");
    expect(await redirectOf()).toBeNull();
  });

  it("after three failures from one address, that address waits; another signs in with the right password", async () => {
    const account = await createTestAccount("cible@example.tn");
    const guesser = testIp();
    for (let i = 0; i < 3; i++) expect((await signIn(account.email, `Essai-numero-${i}-2026`, guesser)).status).toBe(401);
    const fourth = await signIn(account.email, account.password, guesser);
    expect(fourth.status).toBe(429);
    expect(fourth.response).toBeNull();
    // One minute from the last failure (a few seconds of it may have passed by now).
    expect(fourth.body!.toast!.description).toMatch(/Message : Trop de tentatives\. Réessayez dans (1 minute|[1-5]\d secondes)\./);
    expect(fourth.body!.toast!.description).toContain("Statut : 429");
    expect((await signIn(account.email, account.password, testIp())).status).toBe(302);
  });

  it("limits sign-ins per address too", async () => {
    const ip = testIp();
    // 30 earlier attempts from this address (counted directly: each real one costs a hash).
    for (let i = 0; i < 30; i++) await hitRateLimit(AUTH_RATE_LIMITS.signInIp, ip);
    const account = await createTestAccount("autre-cible@example.tn");
    const refused = await signIn(account.email, account.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.response).toBeNull();
  });
});

describe("bad input and floods", () => {
  it("refuses a malformed e-mail or a 10,000-character password at sign-in without calling the auth library", async () => {
    const malformed = await signIn("pas-un-email", "Peu-importe-2026");
    expect(malformed.status).toBe(400);
    expect(malformed.body!.fieldErrors!.email).toEqual(["Adresse email invalide"]);
    const huge = await signIn("a@example.tn", "x".repeat(10_000));
    expect(huge.status).toBe(400);
    expect(huge.body!.fieldErrors!.password).toEqual(["Le mot de passe ne doit pas dépasser 128 caractères"]);
    expect(huge.response).toBeNull();
  });

  it("limits sign-ups per address", async () => {
    const ip = testIp();
    for (let i = 0; i < 10; i++) await hitRateLimit(AUTH_RATE_LIMITS.signUpIp, ip);
    const refused = await run(authAction, formRequest("/auth", { intent: "sign-up", email: "flot@example.tn", password: "Carthage-Sidi-2026" }, { ip }));
    expect(refused.status).toBe(429);
    expect(refused.body!.toast!.title).toBe("Erreur lors de l'inscription");
    expect(refused.body!.toast!.description).toContain("Trop de tentatives. Réessayez dans 60 minutes.");
  });

  it("sends at most 3 reset e-mails an hour to one address, answering every request the same way", async () => {
    const account = await createTestAccount("flot-reset@example.tn");
    for (const email of [account.email, "sans-compte@example.tn"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await run(authAction, formRequest("/auth", { intent: "forgot-password", email }))).status);
      expect(statuses).toEqual([302, 302, 302, 302]);
    }
    // Each e-mail gives its link more than once (text, button, the address under it).
    expect(new Set(await resetLinksInOutbox(path.join(dataDir, "outbox"), account.email)).size).toBe(3);
  });

  it("limits reset requests per address", async () => {
    const ip = testIp();
    for (let i = 0; i < 10; i++) await hitRateLimit(AUTH_RATE_LIMITS.resetRequestIp, ip);
    const refused = await run(authAction, formRequest("/auth", { intent: "forgot-password", email: "qui@example.tn" }, { ip }));
    expect(refused.status).toBe(429);
    expect(refused.body!.toast!.title).toBe("Trop de tentatives. Réessayez dans 60 minutes.");
  });
});

describe("password reset", () => {
  const outbox = () => path.join(dataDir, "outbox");

  it("asks for the e-mail first", async () => {
    const { status, body } = await run(authAction, formRequest("/auth", { intent: "forgot-password", email: "" }));
    expect(status).toBe(400);
    expect(body!.fieldErrors!.email).toEqual(["Entrez votre email d'abord"]);
    expect(body!.toast!.title).toBe("Entrez votre email d'abord");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { status, response } = await run(authAction, formRequest("/auth", { intent: "forgot-password", email: "personne@example.tn" }));
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/auth");
    expect(await resetLinksInOutbox(outbox(), "personne@example.tn")).toEqual([]);
  });

  it("works end to end from the e-mailed link, once, and ends the account's sessions", async () => {
    const account = await createTestAccount("reset@example.tn");
    const other = await signIn(account.email, account.password);
    const otherCookie = cookieHeaderFrom(other.response!);
    expect(await getSessionInfo(getRequest("/", otherCookie))).not.toBeNull();

    const requested = await run(authAction, formRequest("/auth", { intent: "forgot-password", email: account.email }));
    expect(requested.status).toBe(302);
    expect((await flashedToast(requested.response!))?.title).toBe("Email de réinitialisation envoyé");
    const [link] = await resetLinksInOutbox(outbox(), account.email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(link!).searchParams.get("token")!;

    const reset = (fields: Record<string, string>) => run(resetAction, formRequest("/reset-password", { token, ...fields }));
    const short = await reset({ password: "Court7!", confirmPassword: "Court7!" });
    expect(short.status).toBe(400);
    expect(short.body!.fieldErrors!.password).toEqual(["Le mot de passe doit contenir au moins 8 caractères"]);
    const differ = await reset({ password: "Nouveau-Depart-2026", confirmPassword: "Nouveau-Depart-2027" });
    expect(differ.body!.fieldErrors!.confirmPassword).toEqual(["Les mots de passe ne correspondent pas"]);

    const done = await reset({ password: "Nouveau-Depart-2026", confirmPassword: "Nouveau-Depart-2026" });
    expect(done.status).toBe(302);
    expect(done.response!.headers.get("Location")).toBe("/auth");
    expect((await flashedToast(done.response!))?.title).toBe("Mot de passe mis à jour. Vous pouvez vous connecter.");

    // Every session of the account ended, the old password no longer works, the new one does.
    expect(await getSessionInfo(getRequest("/", otherCookie))).toBeNull();
    expect(await getSessionInfo(getRequest("/", account.cookie))).toBeNull();
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, "Nouveau-Depart-2026")).status).toBe(302);

    const reused = await reset({ password: "Encore-Un-Autre-2026", confirmPassword: "Encore-Un-Autre-2026" });
    expect(reused.status).toBe(400);
    expect(reused.body!.toast!.title).toBe("Ce lien de réinitialisation est invalide, expiré ou déjà utilisé.");
  });

  it("refuses a tampered token and an expired one", async () => {
    const account = await createTestAccount("expire@example.tn");
    await run(authAction, formRequest("/auth", { intent: "forgot-password", email: account.email }));
    const [link] = await resetLinksInOutbox(outbox(), account.email);
    const token = new URL(link!).searchParams.get("token")!;
    const fields = { password: "Nouveau-Depart-2026", confirmPassword: "Nouveau-Depart-2026" };

    const tampered = await run(resetAction, formRequest("/reset-password", { token: `${token}x`, ...fields }));
    expect(tampered.status).toBe(400);
    expect(tampered.body!.toast!.title).toBe("Ce lien de réinitialisation est invalide, expiré ou déjà utilisé.");

    await database.db.execute(sql`update verification set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`);
    const expired = await run(resetAction, formRequest("/reset-password", { token, ...fields }));
    expect(expired.status).toBe(400);
    expect((await signIn(account.email, account.password)).status).toBe(302);
  });
});

describe("sign-out", () => {
  it("ends the session on the server, clears the cookie and goes to / with 'Déconnexion réussie'", async () => {
    const account = await createTestAccount("depart@example.tn");
    const { status, response } = await run(signOutAction, formRequest("/auth/sign-out", {}, { cookie: account.cookie }));
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/");
    expect(response!.headers.getSetCookie().some((c) => c.startsWith("imagine.session_token=;") || /imagine\.session_token=.*Max-Age=0/.test(c))).toBe(true);
    expect(await getSessionInfo(getRequest("/", account.cookie))).toBeNull();
    expect(await flashedToast(response!)).toMatchObject({ type: "success", title: "Déconnexion réussie" });
    const rows = await database.db.execute(sql`select count(*)::int as n from session where user_id = ${account.id}`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(Number(list[0]!.n)).toBe(0);
  });

  it("says 'Erreur lors de la déconnexion' when the session cannot be ended", async () => {
    const account = await createTestAccount("panne@example.tn");
    const spy = vi.spyOn(getAuth().api, "signOut").mockRejectedValueOnce(new Error("base indisponible"));
    const request = formRequest("/auth/sign-out", {}, { cookie: account.cookie });
    request.headers.set("Referer", "http://localhost:3000/admin/seo");
    const { status, response } = await run(signOutAction, request);
    spy.mockRestore();
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/admin/seo");
    expect((await flashedToast(response!))?.title).toBe("Erreur lors de la déconnexion");
    expect(await getSessionInfo(getRequest("/", account.cookie))).not.toBeNull();
  });
});
