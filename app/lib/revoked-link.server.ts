import { data } from "react-router";
import type { DbExecutor } from "~/db/executor";
import { site_settings } from "~/db/schema";
import { REVOKED_LINK_TITLE, type RevokedLinkData, type RevokedLinkKind } from "./revoked-link";

/** The revoked link's page data: what it was for, and how to reach the agency. */
export async function revokedLinkData(db: DbExecutor, kind: RevokedLinkKind): Promise<RevokedLinkData> {
  const [settings] = await db.select({ brand: site_settings.brand_name, phone: site_settings.phone, email: site_settings.email }).from(site_settings).limit(1);
  return {
    error: REVOKED_LINK_TITLE,
    revokedLink: { kind, agency: { brand: settings?.brand ?? "Imagine", phone: settings?.phone ?? "", email: settings?.email ?? "" } },
  };
}

/** The 404 a page's loader or action throws for a link of an older version (its error boundary shows the page). */
export async function revokedLinkError(db: DbExecutor, kind: RevokedLinkKind) {
  return data(await revokedLinkData(db, kind), { status: 404, headers: { "Cache-Control": "private, no-store" } });
}
