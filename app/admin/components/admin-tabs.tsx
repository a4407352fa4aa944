import { NavLink } from "react-router";
import { cn } from "~/lib/utils";

export type TabLink = { id: string; label: string; to: string; badge?: React.ReactNode; active?: boolean };

/**
 * The four top tabs: links, so that the tab is in the URL (reload, back, shared link). From the
 * small breakpoint up; a phone has the header's menu instead (admin-menu.tsx).
 */
export function TopTabs({ tabs }: { tabs: TabLink[] }) {
  return (
    <nav aria-label="Sections de l'administration" className="-mb-px flex gap-1 overflow-x-auto">
      {tabs.map((tab) => (
        <NavLink
          key={tab.id}
          to={tab.to}
          aria-current={tab.active ? "page" : undefined}
          className={cn(
            "flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 sm:px-4 text-sm font-medium transition-colors",
            tab.active
              ? "border-primary text-foreground"
              : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
          )}
        >
          {tab.label}
          {tab.badge}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The customize tab's 12 sub-tabs, as links that wrap, from the small breakpoint up: on a phone
 * the header's menu holds them (admin-menu.tsx).
 */
export function SubTabs({ label, current, tabs }: { label: string; current: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label} className="hidden sm:block">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={tab.to}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
                tab.id === current ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
