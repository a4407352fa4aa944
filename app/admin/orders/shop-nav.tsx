import { CalendarDays, ChartColumn, ClipboardList, ScanQrCode, Settings, Truck, Wrench } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The shop tab's own sections: the orders (list and order pages), the planning, the daily sheet
 * of departures and returns, the units in maintenance, the scanner of the depot's QR codes, the
 * finances, and the shop's settings.
 * Plain links with aria-current worked out here: a NavLink to /admin/shop would also count as
 * active on every page under it.
 */
export function ShopNav() {
  const path = useLocation().pathname.replace(/\/+$/, "");
  const within = (section: string) => path === section || path.startsWith(`${section}/`);
  const links = [
    {
      label: "Commandes",
      to: "/admin/shop",
      icon: ClipboardList,
      active: path === "/admin/shop" || path.startsWith("/admin/shop/commandes/"),
    },
    { label: "Planning", to: "/admin/shop/planning", icon: CalendarDays, active: within("/admin/shop/planning") },
    { label: "Départs et retours", to: "/admin/shop/departs-retours", icon: Truck, active: within("/admin/shop/departs-retours") },
    { label: "Maintenance", to: "/admin/shop/maintenance", icon: Wrench, active: within("/admin/shop/maintenance") },
    { label: "Scanner", to: "/admin/shop/scanner", icon: ScanQrCode, active: within("/admin/shop/scanner") },
    { label: "Finances", to: "/admin/shop/finances", icon: ChartColumn, active: within("/admin/shop/finances") },
    { label: "Paramètres", to: "/admin/shop/parametres", icon: Settings, active: within("/admin/shop/parametres") },
  ];
  return (
    <nav aria-label="Boutique">
      {/* Two by two on a phone (an odd last one across both columns), one row from the small breakpoint up. */}
      <ul className="grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:w-fit sm:flex-wrap">
        {links.map(({ label, to, icon: Icon, active }) => (
          <li key={to} className="min-w-0 last:odd:col-span-2">
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
