// The back office's map, in one place: its top sections (the desktop's tabs) and each section's own
// pages (the desktop's second row: the shop's, the messages', the customize tab's panels). The
// desktop draws it as two rows of tabs, a phone as one menu (admin-menu.tsx); both read it here, so
// a page added to a section shows in both.

import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Columns3,
  Inbox,
  MessageSquareText,
  ScanQrCode,
  Settings,
  Truck,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { CUSTOMIZE_PANELS } from "~/admin/content/panels";

/** `reloadDocument`: the page is loaded whole, for headers of its own (the scanner's CSP). */
export type AdminPage = { label: string; to: string; active: boolean; icon?: LucideIcon; reloadDocument?: boolean };

export type AdminSectionId = "customize" | "seo" | "contact" | "shop";

/** A top section: its tab's label and address, and its own pages (none: the tab is the page). */
export type AdminSection = { id: AdminSectionId; label: string; to: string; active: boolean; pages: AdminPage[] };

/** The current path without its trailing slash, and whether it is `section` or under it. */
export function sectionMatcher(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  return { path, within: (section: string) => path === section || path.startsWith(`${section}/`) };
}

/**
 * The shop's pages: the orders (list and order pages), the planning, the daily sheet of departures
 * and returns, the units in maintenance, the scanner of the depot's QR codes, the finances, and the
 * shop's settings. A link to /admin/shop would count as active on every page under it: each says
 * itself when it is.
 */
export function shopPages(pathname: string): AdminPage[] {
  const { path, within } = sectionMatcher(pathname);
  return [
    { label: "Commandes", to: "/admin/shop", icon: ClipboardList, active: path === "/admin/shop" || path.startsWith("/admin/shop/commandes/") },
    { label: "Planning", to: "/admin/shop/planning", icon: CalendarDays, active: within("/admin/shop/planning") },
    { label: "Départs et retours", to: "/admin/shop/departs-retours", icon: Truck, active: within("/admin/shop/departs-retours") },
    { label: "Maintenance", to: "/admin/shop/maintenance", icon: Wrench, active: within("/admin/shop/maintenance") },
    // A document of its own: only its Content-Security-Policy lets the QR reader compile its
    // WebAssembly (server/security-headers.ts), and a client-side navigation keeps the old one.
    { label: "Scanner", to: "/admin/shop/scanner", icon: ScanQrCode, active: within("/admin/shop/scanner"), reloadDocument: true },
    { label: "Finances", to: "/admin/shop/finances", icon: ChartColumn, active: within("/admin/shop/finances") },
    { label: "Paramètres", to: "/admin/shop/parametres", icon: Settings, active: within("/admin/shop/parametres") },
  ];
}

/** The messages' pages (issue 24): the messages (list and request files), the board, the figures, the reply templates. */
export function contactPages(pathname: string): AdminPage[] {
  const { path, within } = sectionMatcher(pathname);
  return [
    { label: "Messages", to: "/admin/contact", icon: Inbox, active: path === "/admin/contact" || path.startsWith("/admin/contact/demandes/") },
    { label: "Tableau", to: "/admin/contact/tableau", icon: Columns3, active: within("/admin/contact/tableau") },
    { label: "Chiffres", to: "/admin/contact/chiffres", icon: ChartColumn, active: within("/admin/contact/chiffres") },
    { label: "Modèles de réponse", to: "/admin/contact/modeles", icon: MessageSquareText, active: within("/admin/contact/modeles") },
  ];
}

/** The customize tab's 12 panels (hero first, the default). */
export function customizePages(pathname: string): AdminPage[] {
  const { within } = sectionMatcher(pathname);
  return CUSTOMIZE_PANELS.map((panel) => ({ label: panel.tab, to: `/admin/customize/${panel.id}`, active: within(`/admin/customize/${panel.id}`) }));
}

/** The four top sections of the spec (customize first), with their pages. */
export function adminSections(pathname: string): AdminSection[] {
  const { within } = sectionMatcher(pathname);
  return [
    { id: "customize", label: "Personnalisation", to: "/admin/customize/hero", active: within("/admin/customize"), pages: customizePages(pathname) },
    { id: "seo", label: "SEO", to: "/admin/seo", active: within("/admin/seo"), pages: [] },
    { id: "contact", label: "Messages", to: "/admin/contact", active: within("/admin/contact"), pages: contactPages(pathname) },
    { id: "shop", label: "Boutique", to: "/admin/shop", active: within("/admin/shop"), pages: shopPages(pathname) },
  ];
}
