import { Ban, CircleAlert, PackageCheck, PackageMinus, PackagePlus, PackageSearch, Wrench, type LucideIcon } from "lucide-react";

// How the maintenance page and a product's history show each movement (its French label comes
// from the server, MOVEMENT_LABELS in app/equipment/maintenance.server.ts): a colour and an icon.

type MovementStyle = { icon: LucideIcon; badge: string };

const STYLES: Record<string, MovementStyle> = {
  out: { icon: PackageMinus, badge: "bg-blue-100 text-blue-800 border-blue-200" },
  in: { icon: PackagePlus, badge: "bg-green-100 text-green-800 border-green-200" },
  damaged: { icon: CircleAlert, badge: "bg-orange-100 text-orange-900 border-orange-200" },
  lost: { icon: PackageSearch, badge: "bg-red-100 text-red-800 border-red-200" },
  repaired: { icon: Wrench, badge: "bg-emerald-100 text-emerald-900 border-emerald-200" },
  found: { icon: PackageCheck, badge: "bg-teal-100 text-teal-900 border-teal-200" },
  written_off: { icon: Ban, badge: "bg-gray-100 text-gray-800 border-gray-300" },
};

const OTHER: MovementStyle = { icon: CircleAlert, badge: "bg-gray-100 text-gray-800 border-gray-200" };

export function movementStyle(kind: string): MovementStyle {
  return STYLES[kind] ?? OTHER;
}
