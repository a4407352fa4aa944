import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user, user_roles } from "~/db/schema";

export const ADMIN_ROLE = "admin";

/** SPEC §6: admin when a user_roles row with role 'admin' exists for the user. */
export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ role: user_roles.role })
    .from(user_roles)
    .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, ADMIN_ROLE)))
    .limit(1);
  return rows.length > 0;
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return row?.id ?? null;
}

export async function grantAdmin(userId: string): Promise<void> {
  await getDb().insert(user_roles).values({ user_id: userId, role: ADMIN_ROLE }).onConflictDoNothing();
}

export async function revokeAdmin(userId: string): Promise<number> {
  const removed = await getDb()
    .delete(user_roles)
    .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, ADMIN_ROLE)))
    .returning({ id: user_roles.id });
  return removed.length;
}
