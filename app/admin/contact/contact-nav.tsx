import { ChartColumn, Columns3, Inbox, MessageSquareText } from "lucide-react";
import { useLocation } from "react-router";
import { SectionNav, sectionMatcher } from "~/admin/section-nav";

/**
 * The contact tab's own sections (issue 24): the messages (list and request files), the board of
 * the requests by stage, their figures, and the reply templates. Plain links with aria-current
 * worked out here, as the shop's.
 */
export function ContactNav() {
  const { path, within } = sectionMatcher(useLocation().pathname);
  const links = [
    { label: "Messages", to: "/admin/contact", icon: Inbox, active: path === "/admin/contact" || path.startsWith("/admin/contact/demandes/") },
    { label: "Tableau", to: "/admin/contact/tableau", icon: Columns3, active: within("/admin/contact/tableau") },
    { label: "Chiffres", to: "/admin/contact/chiffres", icon: ChartColumn, active: within("/admin/contact/chiffres") },
    { label: "Modèles de réponse", to: "/admin/contact/modeles", icon: MessageSquareText, active: within("/admin/contact/modeles") },
  ];
  return <SectionNav label="Messages et demandes" links={links} />;
}
