import { and, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import { ADMIN_ROLE } from "~/auth/roles.server";
import type { Db } from "~/db/client.server";
import { contact_messages, rental_orders, user, user_profiles, user_roles, verification } from "~/db/schema";
import { clientOrderPath } from "~/orders/access.server";
import { formatOrderNumber } from "~/orders/status";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import { agencyToday } from "~/contact/contact-options";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import type { ProfileValues } from "./account-schema";

const EXCERPT_LENGTH = 160;

export type AccountUser = { id: string; email: string; emailVerified: boolean };

/** An order as 'Mes commandes' shows it: figures formatted here, the status kept for its badge. */
export type AccountOrder = {
  id: string;
  number: string;
  placedAt: string;
  placedOn: string;
  status: string;
  total: string;
  href: string;
};

export type AccountMessage = {
  id: string;
  sentAt: string;
  sentOn: string;
  eventType: string;
  excerpt: string;
  status: string;
};

/** « 5 décembre 2026 »: the day in Tunis of a moment, in the page's language. */
const dayOf = (locale: Locale, moment: Date) => formatDay(locale, agencyToday(moment));

/**
 * The orders of an account: those placed while signed in, and those placed with its e-mail
 * before (or without) signing in, but only once the account has proved it owns that address.
 * An order attached to another account stays that account's, whatever its e-mail.
 */
export async function getAccountOrders(db: Db, account: AccountUser, page = 1, locale: Locale = "fr"): Promise<{ orders: AccountOrder[]; window: PageWindow }> {
  const placedSignedIn = eq(rental_orders.user_id, account.id);
  const placedWithEmail = and(
    isNull(rental_orders.user_id),
    sql`lower(${rental_orders.email}) = ${account.email.toLowerCase()}`,
  );
  const mine = account.emailVerified ? or(placedSignedIn, placedWithEmail) : placedSignedIn;
  const [counted] = await db.select({ n: count() }).from(rental_orders).where(mine);
  const window = pageWindow(page, counted?.n ?? 0);
  const rows = await db
    .select({
      id: rental_orders.id,
      link_version: rental_orders.link_version,
      order_number: rental_orders.order_number,
      created_at: rental_orders.created_at,
      status: rental_orders.status,
      total_ttc: rental_orders.total_ttc,
    })
    .from(rental_orders)
    .where(mine)
    .orderBy(desc(rental_orders.created_at), desc(rental_orders.order_number))
    .limit(window.pageSize)
    .offset(window.offset);
  const orders = rows.map((row) => ({
    id: row.id,
    number: formatOrderNumber(row.order_number),
    placedAt: row.created_at.toISOString(),
    placedOn: dayOf(locale, row.created_at),
    status: row.status,
    total: formatPrice(decimalToCents(row.total_ttc) ?? 0n),
    href: clientOrderPath(row),
  }));
  return { orders, window };
}

/** The contact messages sent while signed in to this account, newest first, a page at a time. */
export async function getAccountMessages(db: Db, userId: string, page = 1, locale: Locale = "fr"): Promise<{ messages: AccountMessage[]; window: PageWindow }> {
  const [counted] = await db.select({ n: count() }).from(contact_messages).where(eq(contact_messages.user_id, userId));
  const window = pageWindow(page, counted?.n ?? 0);
  const rows = await db
    .select({
      id: contact_messages.id,
      created_at: contact_messages.created_at,
      event_type: contact_messages.event_type,
      message: contact_messages.message,
      status: contact_messages.status,
    })
    .from(contact_messages)
    .where(eq(contact_messages.user_id, userId))
    .orderBy(desc(contact_messages.created_at), desc(contact_messages.id))
    .limit(window.pageSize)
    .offset(window.offset);
  const messages = rows.map((row) => ({
    id: row.id,
    sentAt: row.created_at.toISOString(),
    sentOn: dayOf(locale, row.created_at),
    eventType: row.event_type,
    excerpt: excerpt(row.message),
    status: row.status,
  }));
  return { messages, window };
}

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

export const EMPTY_PROFILE: ProfileValues = { first_name: "", last_name: "", phone: "", company: "" };

export async function getProfile(db: Db, userId: string): Promise<ProfileValues> {
  const [row] = await db
    .select({
      first_name: user_profiles.first_name,
      last_name: user_profiles.last_name,
      phone: user_profiles.phone,
      company: user_profiles.company,
    })
    .from(user_profiles)
    .where(eq(user_profiles.user_id, userId))
    .limit(1);
  return row ?? EMPTY_PROFILE;
}

export async function saveProfile(db: Db, userId: string, values: ProfileValues): Promise<void> {
  await db
    .insert(user_profiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: user_profiles.user_id, set: { ...values, updated_at: new Date() } });
}

/** Whether `userId` is the only admin (who then cannot delete their account). */
export async function isLastAdmin(db: Db, userId: string): Promise<boolean> {
  const admins = await db.select({ user_id: user_roles.user_id }).from(user_roles).where(eq(user_roles.role, ADMIN_ROLE)).limit(2);
  return admins.length === 1 && admins[0]!.user_id === userId;
}

export class AccountDeletionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AccountDeletionError";
  }
}

/**
 * Deletes an account: the user row, and with it (foreign keys, on delete cascade) its sessions,
 * credentials, roles and profile. Its orders and messages stay for the agency's accounts, detached
 * from it. The last admin cannot leave: the back office would have nobody to run it.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so that two last admins deleting each other at once cannot both succeed.
    const admins = await tx
      .select({ user_id: user_roles.user_id })
      .from(user_roles)
      .where(eq(user_roles.role, ADMIN_ROLE))
      .for("update");
    if (admins.some((row) => row.user_id === userId) && admins.length <= 1) throw new AccountDeletionError(messagesFor("fr").account.answers.lastAdmin, 409);

    // The orders' own updated_at is kept: detaching them is not an edit of the order.
    await tx
      .update(rental_orders)
      .set({ user_id: null, updated_at: sql`${rental_orders.updated_at}` })
      .where(eq(rental_orders.user_id, userId));
    await tx
      .update(contact_messages)
      .set({ user_id: null, updated_at: sql`${contact_messages.updated_at}` })
      .where(eq(contact_messages.user_id, userId));
    // Pending password-reset tokens name the user by id (no foreign key in Better Auth's table).
    await tx.delete(verification).where(eq(verification.value, userId));
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (deleted.length === 0) throw new AccountDeletionError("Compte introuvable.", 404);
  });
}
