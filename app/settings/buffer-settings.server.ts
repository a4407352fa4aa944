import type { site_settings } from "~/db/schema";
import { updateSettingsRow } from "./settings-row.server";

// The site's default buffer days, on the one site_settings row. Availability reads them from the
// database on every check (orders/availability.server.ts, getBufferDefaults).

export type BufferSettings = Pick<typeof site_settings.$inferSelect, "buffer_days_before" | "buffer_days_after">;

/**
 * Writes the buffers, the public pages' cache told as for the legal settings: whatever an
 * instance keeps of the settings row is read again everywhere. False when there is no row.
 */
export function saveBufferSettings(settings: BufferSettings): Promise<boolean> {
  return updateSettingsRow(settings);
}
