// Who signs an e-mail: the agency's name and contacts from site_settings, for the footer of
// every HTML e-mail (layout.tsx). The brand alone when the settings row is missing.

import { site_settings } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";
import { depotAddress } from "~/lib/depot-address";
import type { EmailAgency } from "./layout";

type AgencySettings = Pick<typeof site_settings.$inferSelect, "brand_name" | "tagline" | "phone" | "email" | "street_address" | "postal_code" | "city">;

export function emailAgency(settings: AgencySettings | null | undefined): EmailAgency {
  if (!settings) return { brand: "Imagine" };
  return { brand: settings.brand_name, tagline: settings.tagline, phone: settings.phone, email: settings.email, address: depotAddress(settings) };
}

export async function loadEmailAgency(db: DbExecutor): Promise<EmailAgency> {
  const [settings] = await db.select().from(site_settings).limit(1);
  return emailAgency(settings);
}
