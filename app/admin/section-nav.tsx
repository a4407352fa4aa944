import { Link } from "react-router";
import type { AdminPage } from "~/admin/admin-nav";
import { cn } from "~/lib/utils";

/**
 * A back-office section's own pages (the shop's, the contact tab's) as a row of tabs, from the
 * small breakpoint up: on a phone the one menu of the header (admin-menu.tsx) holds them.
 * aria-current is worked out by the caller (admin-nav.ts).
 */
export function SectionNav({ label, links }: { label: string; links: AdminPage[] }) {
  return (
    <nav aria-label={label} className="hidden sm:block">
      <ul className="flex w-fit flex-wrap gap-1 rounded-lg bg-muted p-1">
        {links.map(({ label: text, to, icon: Icon, active, reloadDocument }) => (
          <li key={to} className="min-w-0">
            <Link
              to={to}
              reloadDocument={reloadDocument}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex h-full items-center justify-center gap-2 rounded-md px-4 py-2 text-center text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {Icon ? <Icon className="size-4 shrink-0" aria-hidden /> : null}
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
