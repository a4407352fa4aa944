import type { IconName } from "./icons";

// Icon names stored in content rows, apart from the sprite itself: only the parts of a page that
// render content rows need this table (islands, the shop), not the page's own JavaScript.

/** Icon names the back office stores (SPEC §3 names plus common ones) → sprite ids. */
export const CONTENT_ICONS: Readonly<Record<string, IconName>> = {
  Award: "award", BarChart3: "chart-column", Bell: "bell", Brain: "brain", Briefcase: "briefcase",
  Building2: "building-complex", Calendar: "calendar", Camera: "camera", CheckCircle: "circle-check-big",
  Clock: "clock", CreditCard: "credit-card", Crown: "crown", FileText: "file-text", Gem: "gem",
  Gift: "gift", Globe: "globe", GraduationCap: "graduation-cap", Handshake: "handshake", Heart: "heart",
  Hotel: "hotel", Image: "image", Layers: "layers", Lightbulb: "lightbulb", Lock: "lock", Mail: "mail",
  MapPin: "map-pin", Megaphone: "megaphone", MessageCircle: "message-circle", Mic: "mic",
  Monitor: "monitor", Music: "eighth-notes", Package: "package", Palette: "palette",
  PartyPopper: "party-popper", Phone: "phone", Plane: "plane", QrCode: "qr-code", Rocket: "rocket",
  Send: "send", Shield: "shield", ShoppingBag: "shopping-bag", ShoppingCart: "shopping-cart",
  Smartphone: "smartphone", Sparkles: "sparkles", Star: "star", Target: "target", Trophy: "trophy",
  Truck: "truck", Users: "users", Utensils: "utensils", Video: "video", Wand2: "wand-sparkles",
  Wifi: "wifi", Zap: "zap",
};

/** The sprite id of a stored icon name; an unknown or empty name falls back to Sparkles. */
export function contentIconName(name: string | null | undefined): IconName {
  return (name && Object.hasOwn(CONTENT_ICONS, name) && CONTENT_ICONS[name]) || "sparkles";
}
