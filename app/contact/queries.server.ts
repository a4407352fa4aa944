import { asc, eq } from "drizzle-orm";
import { safeRead } from "~/content/safe-read.server";
import { getDb, schema } from "~/db/client.server";

export type ContactInfo = typeof schema.contact_info.$inferSelect;

/**
 * The agency's contact details shown beside the form (SPEC §7: active rows by display_order).
 * A public read never breaks the page: on a database failure the cards are simply hidden.
 */
export function getContactInfo(): Promise<ContactInfo[]> {
  return safeRead("contact_info", [] as ContactInfo[], () =>
    getDb()
      .select()
      .from(schema.contact_info)
      .where(eq(schema.contact_info.is_active, true))
      .orderBy(asc(schema.contact_info.display_order), asc(schema.contact_info.id)),
  );
}
