import { Link } from "react-router";
import { cn } from "~/lib/utils";

export type TabLink = { id: string; label: string; to: string; badge?: React.ReactNode; active?: boolean };

/**
 * The top tabs: plain links whose state comes from the map (admin-nav.ts), never from NavLink's
 * matching, under which '/admin' ('Aujourd'hui') would be the current page everywhere below it.
 * Links, so that the tab is in the URL (reload, back, shared link). From the
 * small breakpoint up; a phone has the header's menu instead (admin-menu.tsx). Each is the
 * containing block of its badge's screen-reader text (`relative`): an absolutely placed span would
 * otherwise escape the row's scrolling and widen a phone's page.
 */
export function TopTabs({ tabs }: { tabs: TabLink[] }) {
  return (
    <nav aria-label="Sections de l'administration" className="-mb-px flex gap-1 overflow-x-auto">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          aria-current={tab.active ? "page" : undefined}
          className={cn(
            "relative flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 sm:px-4 text-sm font-medium transition-colors",
            tab.active
              ? "border-primary text-foreground"
              : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
          )}
        >
          {tab.label}
          {tab.badge}
        </Link>
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
            <Link
              to={tab.to}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
                tab.id === current ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
