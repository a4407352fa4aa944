import { useRouteLoaderData } from "react-router";
import type { ShownStat } from "./stat-figures";
import type { FooterSettings } from "./site-footer";

// What the public site's layout (routes/site/layout.tsx) hands to the pages under it, typed here
// so that the shop's and the client space's forms read it without importing the route.

export const SITE_LAYOUT_ROUTE_ID = "routes/site/layout";

export type SiteLayoutData = { settings: FooterSettings; ctaStats: ShownStat[]; signedIn: boolean };

/** The site layout's data, or undefined outside the public site. */
export function useSiteLayoutData(): SiteLayoutData | undefined {
  return useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as SiteLayoutData | undefined;
}
