import { eq } from "drizzle-orm";
import { bumpContentRevision, forgetContent } from "~/content/content-cache.server";
import { getDb } from "~/db/client.server";
import { site_settings } from "~/db/schema";

// The one site_settings row (id 1), made by the seed with the agency's details. Many domains read
// its columns (the documents' legal details, availability's buffer days, the calendar feed's
// token, the public pages' contact details); the shop settings page writes them through here.

export const SETTINGS_ID = 1;

/**
 * Writes these columns and bumps the "content" cache revision in the same transaction, as the
 * content panels do (app/content/content-rows.server.ts): the public pages' cache keeps what it
 * read of the row (content/site-settings.server.ts), and every app instance must read it again,
 * whichever columns it shows. False when there is no row.
 */
export async function updateSettingsRow(values: Partial<typeof site_settings.$inferInsert>): Promise<boolean> {
  const saved = await getDb().transaction(async (tx) => {
    const rows = await tx.update(site_settings).set(values).where(eq(site_settings.id, SETTINGS_ID)).returning({ id: site_settings.id });
    if (rows.length === 0) return false;
    await bumpContentRevision(tx);
    return true;
  });
  if (saved) forgetContent();
  return saved;
}
