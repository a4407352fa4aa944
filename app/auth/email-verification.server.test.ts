import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readOutbox, routeArgs, settle, type OutboxMail } from "~/test-support/admin.server";
import { schema } from "~/db/client.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { getToast } from "~/lib/toast.server";
import { action as authAction, loader as authLoader } from "~/routes/auth/auth";
import { loader as verifyLoader } from "~/routes/auth/verify-email";
import { action as resendAction, loader as resendLoader } from "~/routes/auth/verify-email-resend";
import { getAuth } from "./auth.server";
import { grantAdmin } from "./roles.server";
import { cookieHeaderFrom, createTestAccount, formRequest, getRequest } from "~/test-support/auth.server";

// Address confirmation end to end on a fresh migrated PGlite: the e-mails land in a temporary
// outbox, the e-mailed link is opened through our /verifier-email loader.

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "imagine-verify-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
  database = await useTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = "Carthage-Sidi-2026";
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@example.tn`;

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to === email);
}

const LINK = /https?:\/\/\S+\/verifier-email\?token=[\w.%-]+/g;
async function verificationLinksTo(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => [...mail.text.matchAll(LINK)].map((m) => m[0]));
}

async function userRow(id: string) {
  const [row] = await database.db.select().from(schema.user).where(eq(schema.user.id, id));
  return row!;
}

type VerifyData = {
  outcome:
    | { status: "verified" | "changed"; email: string }
    | { status: "sign-in"; kind: "sign-up" | "change"; email: string; signInPath: string }
    | { status: "failed"; reason: string };
  viewer: { email: string; emailVerified: boolean } | null;
};

/** Opens an e-mailed link (or any /verifier-email URL) through the page's loader. */
async function open(link: string, cookie?: string) {
  const url = new URL(link);
  return settle<VerifyData>(() =>
    verifyLoader(routeArgs<Parameters<typeof verifyLoader>[0]>(getRequest(`${url.pathname}${url.search}`, cookie))),
  );
}

async function flashedToast(response: Response) {
  return (await getToast(getRequest("/", cookieHeaderFrom(response)))).toast;
}

async function signUp(fields: Record<string, string>) {
  return settle(() => authAction(routeArgs(formRequest("/auth", { intent: "sign-up", password: PASSWORD, ...fields }))));
}

async function signIn(fields: Record<string, string>) {
  return settle(() => authAction(routeArgs(formRequest("/auth", { intent: "sign-in", ...fields }))));
}

async function resend(fields: Record<string, string>, cookie?: string) {
  return settle(() => resendAction(routeArgs(formRequest("/verifier-email/renvoyer", fields, { cookie }))));
}

describe("sign-up", () => {
  it("e-mails a French confirmation link to our /verifier-email page; opening it confirms the address", async () => {
    const email = uniqueEmail("nouveau");
    const created = await signUp({ email });
    expect(created.status).toBe(302);
    // No sign-up opens a session (ADR 005): the sign-in page, then the account signs in.
    expect(created.response!.headers.get("Location")).toBe("/auth");
    // The existing toast is unchanged.
    expect(await flashedToast(created.response!)).toMatchObject({ type: "success", title: "Compte créé avec succès!" });
    const signedIn = await signIn({ email, password: PASSWORD });
    expect(signedIn.status).toBe(302);

    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Confirmez votre adresse e-mail Imagine");
    expect(mail!.text).toContain("Merci d'avoir créé votre compte Imagine.");
    expect(mail!.text).toContain("valable 24 heures");
    const [link] = await verificationLinksTo(email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/verifier-email\?token=[\w.-]+$/);

    const cookie = cookieHeaderFrom(signedIn.response!);
    const [before] = await database.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(before!.emailVerified).toBe(false);

    const opened = await open(link!, cookie);
    expect(opened.status).toBe(200);
    expect(opened.data!.outcome).toEqual({ status: "verified", email });
    expect(opened.data!.viewer).toEqual({ email, emailVerified: true });
    expect((await userRow(before!.id)).emailVerified).toBe(true);

    // The link can be opened again in the account's session: still confirmed.
    const again = await open(link!, cookie);
    expect(again.status).toBe(200);
    expect(again.data!.outcome).toEqual({ status: "verified", email });
  });

  it("keeps a same-site redirectTo for the sign-in after sign-up, and ignores a foreign one", async () => {
    const back = await signUp({ email: uniqueEmail("retour"), redirectTo: "/compte" });
    expect(back.response!.headers.get("Location")).toBe("/auth?redirectTo=%2Fcompte");
    const foreign = await signUp({ email: uniqueEmail("etranger"), redirectTo: "https://evil.example/compte" });
    expect(foreign.response!.headers.get("Location")).toBe("/auth");
  });
});

describe("a link opens only in a session of the account that asked for it", () => {
  it("signed out: asks to sign in and come back to the same link, confirms nothing and signs nobody in", async () => {
    const account = await createTestAccount(uniqueEmail("hors-session"));
    const [link] = await verificationLinksTo(account.email);
    const url = new URL(link!);

    const opened = await open(link!);
    expect(opened.status).toBe(401);
    expect(opened.data).toEqual({
      outcome: {
        status: "sign-in",
        kind: "sign-up",
        email: account.email,
        signInPath: `/auth?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`,
      },
      viewer: null,
    });
    // No cookie: the link signs nobody in.
    const raw = (await verifyLoader(routeArgs(getRequest(`${url.pathname}${url.search}`)))) as unknown as { init: ResponseInit | null };
    expect(new Headers(raw.init?.headers).getSetCookie()).toEqual([]);
    expect((await userRow(account.id)).emailVerified).toBe(false);

    // Signed in afterwards (the sign-in page sends back to the link): applied.
    const signedIn = await signIn({ email: account.email, password: account.password });
    const back = await open(link!, cookieHeaderFrom(signedIn.response!));
    expect(back.data!.outcome).toEqual({ status: "verified", email: account.email });
    expect((await userRow(account.id)).emailVerified).toBe(true);
  });

  it("signed in to another account: refused with a French explanation, nothing confirmed", async () => {
    const account = await createTestAccount(uniqueEmail("demandeur"));
    const other = await createTestAccount(uniqueEmail("autre-compte"));
    const [link] = await verificationLinksTo(account.email);

    const opened = await open(link!, other.cookie);
    expect(opened.status).toBe(400);
    expect(opened.data!.outcome).toEqual({ status: "failed", reason: "other-account" });
    expect((await userRow(account.id)).emailVerified).toBe(false);
    expect((await userRow(other.id)).emailVerified).toBe(false);
  });

  it("confirming a never-confirmed account ends its other sessions and keeps this one", async () => {
    const account = await createTestAccount(uniqueEmail("sessions"));
    const elsewhere = cookieHeaderFrom((await signIn({ email: account.email, password: account.password })).response!);
    expect((await open("http://localhost:3000/verifier-email", elsewhere)).data!.viewer).not.toBeNull();
    const [link] = await verificationLinksTo(account.email);

    const opened = await open(link!, account.cookie);
    expect(opened.data!.outcome).toEqual({ status: "verified", email: account.email });
    expect(opened.data!.viewer).toEqual({ email: account.email, emailVerified: true });
    expect((await open("http://localhost:3000/verifier-email", account.cookie)).data!.viewer).not.toBeNull();
    expect((await open("http://localhost:3000/verifier-email", elsewhere)).data!.viewer).toBeNull();

    // Opening it again, once confirmed, ends nothing more.
    const later = cookieHeaderFrom((await signIn({ email: account.email, password: account.password })).response!);
    await open(link!, account.cookie);
    expect((await open("http://localhost:3000/verifier-email", later)).data!.viewer).not.toBeNull();
  });

  it("a change of address opened signed out asks to sign in and changes nothing", async () => {
    const account = await createTestAccount(uniqueEmail("change-hors-session"));
    const newEmail = uniqueEmail("change-cible");
    await getAuth().api.changeEmail({ body: { newEmail }, headers: new Headers({ Cookie: account.cookie }) });
    const [link] = await verificationLinksTo(newEmail);

    const opened = await open(link!);
    expect(opened.status).toBe(401);
    expect(opened.data!.outcome).toMatchObject({ status: "sign-in", kind: "change", email: newEmail });
    const row = await userRow(account.id);
    expect(row.email).toBe(account.email);
    expect(row.emailVerified).toBe(false);
  });
});

describe("a link that does not work", () => {
  it("refuses a tampered or foreign token with a French error and changes nothing", async () => {
    const account = await createTestAccount(uniqueEmail("falsifie"));
    const [link] = await verificationLinksTo(account.email);
    const token = new URL(link!).searchParams.get("token")!;
    const [head, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, email: "autre@example.tn" })).toString("base64url")}.${token.split(".")[2]}`;

    for (const bad of [`${token.slice(0, -2)}xx`, forged, "n-importe-quoi", "a.b.c"]) {
      const opened = await open(`http://localhost:3000/verifier-email?token=${encodeURIComponent(bad)}`);
      expect(opened.status).toBe(400);
      expect(opened.data!.outcome).toEqual({ status: "failed", reason: "invalid" });
    }
    expect((await userRow(account.id)).emailVerified).toBe(false);
  });

  it("says a link has expired after 24 hours", async () => {
    const account = await createTestAccount(uniqueEmail("expire"));
    const [link] = await verificationLinksTo(account.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 23 * 60 * 60 * 1000);
    const stillValid = await open(link!, account.cookie);
    expect(stillValid.data!.outcome.status).toBe("verified");

    const other = await createTestAccount(uniqueEmail("expire-bis"));
    const [otherLink] = await verificationLinksTo(other.email);
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    // Said at once, signed in or not (no sign-in asked for a link that cannot work).
    const expiredSignedOut = await open(otherLink!);
    vi.useRealTimers();
    expect(expiredSignedOut.status).toBe(400);
    expect(expiredSignedOut.data!.outcome).toEqual({ status: "failed", reason: "expired" });
    expect((await userRow(other.id)).emailVerified).toBe(false);
  });

  it("without a token: a visitor is told the link is incomplete, a signed-in user sees where things stand", async () => {
    const visitor = await open("http://localhost:3000/verifier-email");
    expect(visitor.status).toBe(400);
    expect(visitor.data).toEqual({ outcome: { status: "failed", reason: "missing" }, viewer: null });

    const account = await createTestAccount(uniqueEmail("sans-jeton"));
    const signedIn = await open("http://localhost:3000/verifier-email", account.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data!.viewer).toEqual({ email: account.email, emailVerified: false });
  });
});

describe("resend", () => {
  it("needs a session: a visitor is sent to sign in, and comes back afterwards", async () => {
    const { status, response } = await resend({ redirectTo: "/compte" });
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/auth?redirectTo=%2Fcompte");
    expect((await flashedToast(response!))?.title).toBe("Connectez-vous pour recevoir un nouveau lien de confirmation.");
  });

  it("sends a new link to the signed-in user's address, three times in ten minutes at most", async () => {
    const account = await createTestAccount(uniqueEmail("renvoi"));
    expect(await mailsTo(account.email)).toHaveLength(1);

    for (let i = 0; i < 3; i++) {
      const { status, response } = await resend({ redirectTo: "/compte?onglet=profil" }, account.cookie);
      expect(status).toBe(302);
      expect(response!.headers.get("Location")).toBe("/compte?onglet=profil");
      expect(await flashedToast(response!)).toMatchObject({ type: "success", title: "E-mail de confirmation renvoyé" });
    }
    expect(await mailsTo(account.email)).toHaveLength(4);

    const fourth = await resend({ redirectTo: "/compte" }, account.cookie);
    expect(fourth.status).toBe(302);
    expect(fourth.response!.headers.get("Location")).toBe("/compte");
    expect(fourth.response!.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await flashedToast(fourth.response!)).toMatchObject({
      type: "error",
      title: "Impossible d'envoyer l'e-mail de confirmation",
      description: "Trop de tentatives. Réessayez dans 10 minutes.",
    });
    expect(await mailsTo(account.email)).toHaveLength(4);

    // Any of the links works.
    const links = await verificationLinksTo(account.email);
    expect((await open(links.at(-1)!, account.cookie)).data!.outcome.status).toBe("verified");
  });

  it("sends nothing once the address is confirmed, and only goes back to paths of this site", async () => {
    const account = await createTestAccount(uniqueEmail("deja-confirme"));
    await open((await verificationLinksTo(account.email))[0]!, account.cookie);
    for (const redirectTo of ["https://evil.example", "//evil.example", "/\\evil.example", ""]) {
      const { response } = await resend({ redirectTo }, account.cookie);
      expect(response!.headers.get("Location")).toBe("/verifier-email");
      expect(await flashedToast(response!)).toMatchObject({ type: "info", title: "Votre adresse e-mail est déjà confirmée" });
    }
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it("only answers POST: a visited link goes to the page", async () => {
    const response = resendLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/verifier-email");
  });
});

describe("redirectTo after sign-in (SPEC §2 otherwise)", () => {
  it("goes back to /compte, and refuses other sites", async () => {
    const account = await createTestAccount(uniqueEmail("retour-connexion"));
    const back = await signIn({ email: account.email, password: account.password, redirectTo: "/compte" });
    expect(back.response!.headers.get("Location")).toBe("/compte");
    expect(await flashedToast(back.response!)).toMatchObject({ type: "success", title: "Connexion réussie!", description: account.email });

    for (const redirectTo of ["https://evil.example", "//evil.example", "/\\evil", "/\t/evil.example", "javascript:alert(1)", "compte"]) {
      const refused = await signIn({ email: account.email, password: account.password, redirectTo });
      expect(refused.response!.headers.get("Location"), redirectTo).toBe("/");
    }
  });

  it("still sends an admin to /admin without a redirectTo", async () => {
    const admin = await createTestAccount(uniqueEmail("admin-retour"));
    await grantAdmin(admin.id);
    const home = await signIn({ email: admin.email, password: admin.password, redirectTo: "//evil.example" });
    expect(home.response!.headers.get("Location")).toBe("/admin");
    const back = await signIn({ email: admin.email, password: admin.password, redirectTo: "/compte" });
    expect(back.response!.headers.get("Location")).toBe("/compte");
  });

  it("sends a signed-in visitor of /auth?redirectTo=… on to that page", async () => {
    const account = await createTestAccount(uniqueEmail("deja-connecte"));
    const redirectOf = async (url: string) => {
      const { response } = await settle(() => authLoader(routeArgs(getRequest(url, account.cookie))));
      return response?.headers.get("Location") ?? null;
    };
    expect(await redirectOf("/auth?redirectTo=%2Fcompte")).toBe("/compte");
    expect(await redirectOf("/auth?redirectTo=https%3A%2F%2Fevil.example")).toBe("/");
    expect(await redirectOf("/auth?redirectTo=%2F%2Fevil.example")).toBe("/");
  });
});

describe("change of address", () => {
  async function requestChange(cookie: string, newEmail: string) {
    return getAuth().api.changeEmail({ body: { newEmail }, headers: new Headers({ Cookie: cookie }) });
  }

  it("sends a link to the new address and changes the account only once it is opened", async () => {
    const account = await createTestAccount(uniqueEmail("ancienne"));
    const newEmail = uniqueEmail("nouvelle");
    expect(await requestChange(account.cookie, newEmail)).toEqual({ status: true });

    const [mail] = await mailsTo(newEmail);
    expect(mail!.subject).toBe("Confirmez votre nouvelle adresse e-mail Imagine");
    expect(mail!.text).toContain(`utiliser l'adresse ${newEmail} pour votre compte Imagine`);
    expect(mail!.text).toContain("valable 24 heures");
    // Nothing changed yet.
    expect((await userRow(account.id)).email).toBe(account.email);

    const [link] = await verificationLinksTo(newEmail);
    const opened = await open(link!, account.cookie);
    expect(opened.status).toBe(200);
    expect(opened.data!.outcome).toEqual({ status: "changed", email: newEmail });
    const row = await userRow(account.id);
    expect(row.email).toBe(newEmail);
    // The click on the link sent to the new address proves it belongs to the account.
    expect(row.emailVerified).toBe(true);
    expect(opened.data!.viewer).toEqual({ email: newEmail, emailVerified: true });

    // The former address is told.
    const notices = (await mailsTo(account.email)).filter((m) => m.subject === "L'adresse e-mail de votre compte Imagine a changé");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(newEmail);

    // The new address signs in, the old one no longer does; the link cannot be used twice.
    expect((await signIn({ email: newEmail, password: account.password })).status).toBe(302);
    expect((await signIn({ email: account.email, password: account.password })).status).toBe(401);
    const again = await open(link!, account.cookie);
    expect(again.data!.outcome).toEqual({ status: "failed", reason: "invalid" });
  });

  it("refuses the link in a browser signed in to another account", async () => {
    const account = await createTestAccount(uniqueEmail("titulaire"));
    const intruder = await createTestAccount(uniqueEmail("intrus"));
    const newEmail = uniqueEmail("cible");
    await requestChange(account.cookie, newEmail);
    const [link] = await verificationLinksTo(newEmail);

    const opened = await open(link!, intruder.cookie);
    expect(opened.status).toBe(400);
    expect(opened.data!.outcome).toEqual({ status: "failed", reason: "other-account" });
    expect((await userRow(account.id)).email).toBe(account.email);
    expect((await userRow(intruder.id)).email).toBe(intruder.email);
  });

  it("refuses the change when the new address has meanwhile got its own account", async () => {
    const account = await createTestAccount(uniqueEmail("lent"));
    const newEmail = uniqueEmail("prise");
    await requestChange(account.cookie, newEmail);
    const [link] = await verificationLinksTo(newEmail);
    await createTestAccount(newEmail);

    const opened = await open(link!, account.cookie);
    expect(opened.status).toBe(400);
    expect(opened.data!.outcome).toEqual({ status: "failed", reason: "email-taken" });
    expect((await userRow(account.id)).email).toBe(account.email);
  });

  it("says nothing and sends nothing when the new address already has an account", async () => {
    const account = await createTestAccount(uniqueEmail("curieux"));
    const taken = await createTestAccount(uniqueEmail("existant"));
    const before = (await mailsTo(taken.email)).length;
    expect(await requestChange(account.cookie, taken.email)).toEqual({ status: true });
    expect(await mailsTo(taken.email)).toHaveLength(before);
  });
});
