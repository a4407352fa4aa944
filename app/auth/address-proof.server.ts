import { and, eq, ne } from "drizzle-orm";
import { schema, type Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { revokeClientLinks } from "~/orders/client-links.server";

// What follows when someone proves they read an account's inbox (ADR 010, accounts that cannot be
// pre-hijacked). Anyone can sign up with an address they do not own: until the address is proven,
// the account's password and sessions may be a stranger's. Kept apart from auth.server.ts, which
// calls it from Better Auth's reset hook, so it must not import auth.server.ts.

/** Ends every session of the account but the one that just proved the address. */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(schema.session)
    .where(and(eq(schema.session.userId, userId), ne(schema.session.id, keepSessionId)))
    .returning({ id: schema.session.id });
  if (ended.length) logger.info("Autres sessions fermées à la confirmation de l'adresse", { userId, sessions: ended.length });
  return ended.length;
}

/**
 * After a password reset (Better Auth has already ended every session): the link came to the
 * account's inbox, so its owner now holds the password, and the address is proven. Whoever held
 * the account or its links before may have kept its order and request links, which open without
 * a cookie: they are revoked.
 */
export async function passwordResetProvesAddress(db: Db, user: { id: string; email: string }): Promise<void> {
  const revoked = await db.transaction(async (tx) => {
    await tx
      .update(schema.user)
      .set({ emailVerified: true })
      .where(and(eq(schema.user.id, user.id), eq(schema.user.email, user.email)));
    return revokeClientLinks(tx, { userId: user.id, email: user.email });
  });
  logger.info("Mot de passe réinitialisé : adresse confirmée, liens client révoqués", { userId: user.id, links: revoked });
}
