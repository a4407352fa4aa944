import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

export type ContactInfo = typeof schema.contact_info.$inferSelect;

/**
 * The agency's contact details shown beside the form (SPEC §7: active rows by display_order).
 * A public read never breaks the page: on a database failure the cards are simply hidden.
 */
export async function getContactInfo(): Promise<ContactInfo[]> {
  try {
    return await getDb()
      .select()
      .from(schema.contact_info)
      .where(eq(schema.contact_info.is_active, true))
      .orderBy(asc(schema.contact_info.display_order), asc(schema.contact_info.id));
  } catch (error) {
    logger.error("Lecture des informations de contact impossible", { error });
    return [];
  }
}
