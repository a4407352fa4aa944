import { ClipboardList, Receipt } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The shop tab's own sections: the orders (list and order pages) and the billing settings.
 * Plain links with aria-current worked out here: a NavLink to /admin/shop would also count as
 * active on /admin/shop/parametres.
 */
export function ShopNav() {
  const path = useLocation().pathname.replace(/\/+$/, "");
  const links = [
    {
      label: "Commandes",
      to: "/admin/shop",
      icon: ClipboardList,
      active: path === "/admin/shop" || path.startsWith("/admin/shop/commandes/"),
    },
    { label: "Facturation", to: "/admin/shop/parametres", icon: Receipt, active: path === "/admin/shop/parametres" },
  ];
  return (
    <nav aria-label="Boutique">
      <ul className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-fit">
        {links.map(({ label, to, icon: Icon, active }) => (
          <li key={to} className="flex-1 sm:flex-none">
            <Link
              to={to}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
