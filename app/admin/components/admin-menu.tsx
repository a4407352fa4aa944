import { ExternalLink, Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { AdminPage, AdminSection } from "~/admin/admin-nav";
import { SignOutButton } from "~/auth/sign-out-button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { useHydrated } from "~/hydration/use-hydrated";
import { cn } from "~/lib/utils";

/** The page that lists the menu, for a phone whose browser runs no JavaScript (or not yet). */
export const ADMIN_MENU_PATH = "/admin/menu";

/** A section of the menu, with what its title carries beside it (the shop's count of new orders). */
export type MenuSection = AdminSection & { badge?: ReactNode };

const TARGET = "flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The back office on a phone: one button in the header opens every section and its pages in a
 * side sheet (Radix's Dialog: focus kept inside, Escape closes, focus back on the button), instead
 * of the desktop's two rows of tabs. Before JavaScript (or without it) the same button is a link
 * to /admin/menu, which lists the same links as a page.
 */
export function AdminMenuButton({ sections, email, badge }: { sections: MenuSection[]; email: string; badge?: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const className =
    "inline-flex min-h-11 items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-medium text-night-foreground hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:hidden";
  const label = (
    <>
      <Menu className="size-5" aria-hidden />
      Menu
      {badge}
    </>
  );
  if (!hydrated) {
    return (
      <a href={ADMIN_MENU_PATH} className={className}>
        {label}
      </a>
    );
  }
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={className}>{label}</SheetTrigger>
      <SheetContent
        side="right"
        className="w-[min(24rem,100%)] gap-3 p-4 pt-5"
        closeLabel="Fermer le menu"
        closeClassName="top-2 right-2 inline-flex size-11 items-center justify-center p-0"
      >
        <div className="grid gap-0.5 pr-12">
          <SheetTitle className="font-display text-xl font-semibold">Administration</SheetTitle>
          <SheetDescription className="truncate text-xs">{email}</SheetDescription>
        </div>
        {/* A link followed closes the sheet: the layout stays, and the sheet would with it. */}
        <AdminMenuLinks sections={sections} onNavigate={() => setOpen(false)} />
        <MenuFooter />
      </SheetContent>
    </Sheet>
  );
}

/** 'Voir le site' and 'Déconnexion', below the menu's links. */
export function MenuFooter() {
  return (
    <div className="mt-auto grid grid-cols-2 gap-2 border-t pt-3">
      <Link to="/" target="_blank" rel="noopener" className={cn(TARGET, "justify-center border hover:bg-accent")}>
        Voir le site <ExternalLink className="size-4" aria-hidden />
      </Link>
      <SignOutButton className="min-h-11 w-full" />
    </div>
  );
}

/**
 * Every section of the back office and its pages, as the menu's sheet and the /admin/menu page
 * show them: a section without pages is one link; the others are a titled group of their pages,
 * two to a row, each 44 px high for a thumb.
 */
export function AdminMenuLinks({ sections, onNavigate }: { sections: MenuSection[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu de l'administration">
      <ul className="grid gap-3">
        {sections.map((section) => (
          <li key={section.id}>
            {section.pages.length === 0 ? (
              <MenuLink page={section} onNavigate={onNavigate} />
            ) : (
              <>
                <p id={`menu-${section.id}`} className="flex items-center gap-2 px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {section.label}
                  {section.badge}
                </p>
                <ul aria-labelledby={`menu-${section.id}`} className="grid grid-cols-2 gap-1">
                  {section.pages.map((page) => (
                    <li key={page.to} className="min-w-0">
                      <MenuLink page={page} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ page, onNavigate }: { page: AdminPage & { badge?: ReactNode }; onNavigate?: () => void }) {
  const Icon = page.icon;
  return (
    <Link
      to={page.to}
      reloadDocument={page.reloadDocument}
      aria-current={page.active ? "page" : undefined}
      onClick={onNavigate}
      className={cn(TARGET, page.active ? "bg-primary/10 text-foreground" : "text-foreground/90 hover:bg-accent")}
    >
      {Icon ? <Icon className={cn("size-4 shrink-0", page.active ? "text-primary" : "text-muted-foreground")} aria-hidden /> : null}
      <span className="min-w-0 break-words">{page.label}</span>
      {page.badge}
    </Link>
  );
}
