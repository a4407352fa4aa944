import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import { signInAttemptsSentences, signUpAttemptSentences } from "~/emails/account-alert-facts";
import { loadEmailAgency } from "~/emails/agency.server";
import type { EmailAgency } from "~/emails/layout";
import { renderSignInAttempts, renderSignUpAttempt } from "~/emails/render.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { AUTH_RATE_LIMITS, accountKey, mayMailRecipient } from "./rate-limits.server";

// The owner of an account is told when someone else knocks at it: many failed sign-ins (the
// ceiling of sign-in-limits.server.ts), or a sign-up with their address (which answers the
// stranger exactly like a new sign-up, ADR 005). Both e-mails only ever go to an existing
// account's address. auth.server.ts calls this module from Better Auth's hook: it must not
// import auth.server.ts.

const signInPage = (publicUrl: string) => `${publicUrl}/auth`;

export async function signInAttemptsNotice({ to, publicUrl, agency = { brand: "Imagine" } }: { to: string; publicUrl: string; agency?: EmailAgency }): Promise<MailMessage> {
  const say = signInAttemptsSentences({ email: to });
  const link = signInPage(publicUrl);
  return {
    to,
    subject: say.subject,
    text: [say.greeting, "", say.what, "", say.effect, "", say.advice, link, "", say.signature].join("\n"),
    html: await renderSignInAttempts({ agency, email: to, link }),
  };
}

export async function signUpAttemptNotice({ to, publicUrl, agency = { brand: "Imagine" } }: { to: string; publicUrl: string; agency?: EmailAgency }): Promise<MailMessage> {
  const say = signUpAttemptSentences({ email: to });
  const link = signInPage(publicUrl);
  return {
    to,
    subject: say.subject,
    text: [say.greeting, "", say.what, "", say.ifYou, link, "", say.ifNotYou, "", say.signature].join("\n"),
    html: await renderSignUpAttempt({ agency, email: to, link }),
  };
}

/** The ceiling of failed sign-ins was just reached on `email` (once per window): its owner, if any, is told. */
export async function warnOwnerOfSignInAttempts(publicUrl: string, email: string): Promise<boolean> {
  const db = getDb();
  const [owner] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.email, accountKey(email)));
  if (!owner) return false;
  const agency = await loadEmailAgency(db);
  await enqueueMail(db, { kind: "sign-in-attempts", ...(await signInAttemptsNotice({ to: owner.email, publicUrl, agency })) });
  return true;
}

/**
 * Better Auth's `onExistingUserSignUp`: someone signed up with an address that has an account.
 * They got the answer of any sign-up; the owner gets this e-mail instead, at most a few an hour
 * (the rest are dropped: the stranger's answer is the same either way).
 */
export async function tellOwnerOfSignUpAttempt(publicUrl: string, user: { email: string }): Promise<void> {
  if (!(await mayMailRecipient(AUTH_RATE_LIMITS.signUpNotice, user.email))) return;
  const db = getDb();
  const agency = await loadEmailAgency(db);
  await enqueueMail(db, { kind: "sign-up-attempt", ...(await signUpAttemptNotice({ to: user.email, publicUrl, agency })) });
}
