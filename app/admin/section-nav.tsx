import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** `reloadDocument`: the page is loaded whole, for headers of its own (the scanner's CSP). */
export type SectionLink = { label: string; to: string; icon: LucideIcon; active: boolean; reloadDocument?: boolean };

/**
 * A back-office tab's own sections (the shop's, the contact tab's): plain links with aria-current
 * worked out by the caller, since a NavLink to a tab's root would count as active on every page
 * under it. Two by two on a phone (an odd last one across both columns), one row from the small
 * breakpoint up.
 */
export function SectionNav({ label, links }: { label: string; links: SectionLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:w-fit sm:flex-wrap">
        {links.map(({ label: text, to, icon: Icon, active, reloadDocument }) => (
          <li key={to} className="min-w-0 last:odd:col-span-2">
            <Link
              to={to}
              reloadDocument={reloadDocument}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex h-full items-center justify-center gap-2 rounded-md px-3 py-2 text-center text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-4 sm:whitespace-nowrap",
                active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The current path without its trailing slash, and whether it is `section` or under it. */
export function sectionMatcher(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  return { path, within: (section: string) => path === section || path.startsWith(`${section}/`) };
}
