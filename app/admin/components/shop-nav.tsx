import { CalendarDays, ChartColumn, ClipboardList, ScanQrCode, Settings, Truck, Wrench } from "lucide-react";
import { useLocation } from "react-router";
import { SectionNav, sectionMatcher } from "~/admin/section-nav";

/**
 * The shop tab's own sections: the orders (list and order pages), the planning, the daily sheet
 * of departures and returns, the units in maintenance, the scanner of the depot's QR codes, the
 * finances, and the shop's settings.
 * Plain links with aria-current worked out here: a NavLink to /admin/shop would also count as
 * active on every page under it.
 */
export function ShopNav() {
  const { path, within } = sectionMatcher(useLocation().pathname);
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
    // A document of its own: only its Content-Security-Policy lets the QR reader compile its
    // WebAssembly (server/security-headers.ts), and a client-side navigation keeps the old one.
    { label: "Scanner", to: "/admin/shop/scanner", icon: ScanQrCode, active: within("/admin/shop/scanner"), reloadDocument: true },
    { label: "Finances", to: "/admin/shop/finances", icon: ChartColumn, active: within("/admin/shop/finances") },
    { label: "Paramètres", to: "/admin/shop/parametres", icon: Settings, active: within("/admin/shop/parametres") },
  ];
  return <SectionNav label="Boutique" links={links} />;
}
