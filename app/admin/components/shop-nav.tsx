import { useLocation } from "react-router";
import { shopPages } from "~/admin/admin-nav";
import { SectionNav } from "~/admin/section-nav";

/** The shop tab's own sections (admin-nav.ts), as a row of tabs from the small breakpoint up. */
export function ShopNav() {
  return <SectionNav label="Boutique" links={shopPages(useLocation().pathname)} />;
}
