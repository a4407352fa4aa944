import { useLocation } from "react-router";
import { contactPages } from "~/admin/admin-nav";
import { SectionNav } from "~/admin/section-nav";

/** The contact tab's own sections (issue 24; admin-nav.ts), as a row of tabs from the small breakpoint up. */
export function ContactNav() {
  return <SectionNav label="Messages et demandes" links={contactPages(useLocation().pathname)} />;
}
