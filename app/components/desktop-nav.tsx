import { Phone } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Badge } from "~/components/ui/badge";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "~/components/ui/navigation-menu";
import { cn } from "~/lib/utils";
import { NAV_GROUPS, SHOP_PATHS } from "~/lib/site-map";

const topLink = cn(navigationMenuTriggerStyle, "text-night-foreground hover:bg-white/10 aria-[current=page]:text-gold");

/** Desktop top bar (≥ lg): dropdown groups open on hover, click and keyboard (Radix). */
export function DesktopNav() {
  // SPEC §2: the open group is one of the three ids, or none ("").
  const [openGroup, setOpenGroup] = useState("");
  return (
    <div className="hidden items-center gap-3 lg:flex">
      <NavigationMenu aria-label="Navigation principale" delayDuration={80} value={openGroup} onValueChange={setOpenGroup}>
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuLink asChild>
              <NavLink to="/" end className={topLink}>
                Accueil
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
          {NAV_GROUPS.map((group) => (
            <NavigationMenuItem key={group.id} value={group.id}>
              <NavigationMenuTrigger
                className="text-night-foreground hover:bg-white/10 data-[state=open]:bg-white/10"
                onClick={(event) => {
                  // Hovering already opened it: a mouse click right after must not close it again
                  // (keyboard activation, detail 0, still toggles).
                  if (event.detail > 0 && openGroup === group.id) event.preventDefault();
                }}
              >
                {group.label}
              </NavigationMenuTrigger>
              <NavigationMenuContent aria-label={group.label}>
                <ul className="grid w-72 gap-0.5">
                  {group.pages.map((page) => (
                    <li key={page.path}>
                      <NavigationMenuLink asChild>
                        <NavLink
                          to={page.path}
                          className="block rounded-md px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                        >
                          {page.label}
                        </NavLink>
                      </NavigationMenuLink>
                    </li>
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          ))}
          <NavigationMenuItem>
            <NavigationMenuLink asChild>
              <NavLink to={SHOP_PATHS.catalogue} className={cn(topLink, "gap-1.5")}>
                Location Matériel
                <Badge variant="gold" className="px-1.5 py-0 text-[10px]">
                  New
                </Badge>
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink asChild>
              <NavLink to="/portfolio" className={topLink}>
                Portfolio
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>
      <Link
        to="/contact"
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-gradient text-white shadow-md transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Contact"
      >
        <Phone className="size-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
