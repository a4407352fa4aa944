import { ChartColumn, Columns3, Inbox, MessageSquareText } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The contact tab's own sections (issue 24): the messages (list and request files), the board of
 * the requests by stage, their figures, and the reply templates. Plain links with aria-current
 * worked out here, as the shop's.
 */
export function ContactNav() {
  const path = useLocation().pathname.replace(/\/+$/, "");
  const within = (section: string) => path === section || path.startsWith(`${section}/`);
  const links = [
    { label: "Messages", to: "/admin/contact", icon: Inbox, active: path === "/admin/contact" || path.startsWith("/admin/contact/demandes/") },
    { label: "Tableau", to: "/admin/contact/tableau", icon: Columns3, active: within("/admin/contact/tableau") },
    { label: "Chiffres", to: "/admin/contact/chiffres", icon: ChartColumn, active: within("/admin/contact/chiffres") },
    { label: "Modèles de réponse", to: "/admin/contact/modeles", icon: MessageSquareText, active: within("/admin/contact/modeles") },
  ];
  return (
    <nav aria-label="Messages et demandes">
      <ul className="grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:w-fit sm:flex-wrap">
        {links.map(({ label, to, icon: Icon, active }) => (
          <li key={to} className="min-w-0">
            <Link
              to={to}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex h-full items-center justify-center gap-2 rounded-md px-3 py-2 text-center text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-4 sm:whitespace-nowrap",
                active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
