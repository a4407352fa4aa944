import { ChevronDown, Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/components/ui/collapsible";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { NAV_GROUPS, SHOP_PATHS, type NavGroup } from "~/lib/site-map";

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent aria-[current=page]:text-primary";

/** Mobile menu (< lg): a right-side panel whose groups open one at a time (SPEC §2). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<NavGroup["id"] | null>(null);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className="inline-flex size-11 items-center justify-center rounded-md text-night-foreground hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
        aria-label="Ouvrir le menu"
      >
        <Menu className="size-6" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent side="right" className="w-[300px] max-w-full gap-2 sm:w-[400px]">
        <SheetTitle className="font-display text-2xl">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigation du site Imagine</SheetDescription>
        <nav aria-label="Navigation mobile" className="mt-2 flex flex-col gap-1">
          <NavLink to="/" end onClick={close} className={linkClass}>
            Accueil
          </NavLink>
          {NAV_GROUPS.map((group) => (
            <Collapsible
              key={group.id}
              open={openGroup === group.id}
              onOpenChange={(isOpen) => setOpenGroup(isOpen ? group.id : null)}
            >
              <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </CollapsibleTrigger>
              <CollapsibleContent>
                <ul className="ml-3 flex flex-col border-l pl-2">
                  {group.pages.map((page) => (
                    <li key={page.path}>
                      <NavLink
                        to={page.path}
                        onClick={close}
                        className="block rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                      >
                        {page.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </CollapsibleContent>
            </Collapsible>
          ))}
          <NavLink to={SHOP_PATHS.catalogue} onClick={close} className={linkClass}>
            Location Matériel
            <Badge variant="gold" className="px-1.5 py-0 text-[10px]">
              New
            </Badge>
          </NavLink>
          <NavLink to="/portfolio" onClick={close} className={linkClass}>
            Portfolio
          </NavLink>
          <NavLink
            to="/contact"
            onClick={close}
            className="mt-3 inline-flex h-11 items-center justify-center rounded-md bg-brand-gradient px-4 font-medium text-white"
          >
            Contact
          </NavLink>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
