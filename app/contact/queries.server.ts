import { asc, eq } from "drizzle-orm";
import { safeRead } from "~/content/safe-read.server";
import { getDb, schema } from "~/db/client.server";
import type { Localized } from "~/content/translatable";
import { localizeRows } from "~/content/translations.server";
import type { Locale } from "~/i18n/locale";

export type ContactInfo = typeof schema.contact_info.$inferSelect;

/**
 * The agency's contact details shown beside the form (SPEC §7: active rows by display_order), their
 * labels in `locale` (ADR 025). A public read never breaks the page: on a database failure the
 * cards are simply hidden.
 */
export function getContactInfo(locale: Locale = "fr"): Promise<Localized<ContactInfo>[]> {
  return safeRead(`contact_info ${locale}`, [] as Localized<ContactInfo>[], async () =>
    localizeRows(
      "contact_info",
      await getDb()
        .select()
        .from(schema.contact_info)
        .where(eq(schema.contact_info.is_active, true))
        .orderBy(asc(schema.contact_info.display_order), asc(schema.contact_info.id)),
      locale,
    ),
  );
}
