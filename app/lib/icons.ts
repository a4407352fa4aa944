/**
 * The icons of the public site, drawn from one SVG sprite (/icons.svg, built on the server from
 * lucide's icon data) rather than shipped as React components: the page's JavaScript carries only
 * these names, and each icon in the HTML is a short <use> reference instead of its full paths.
 * Ids are lucide's file names.
 */
export const SPRITE_ICONS = [
  "arrow-right", "award", "bell", "brain", "briefcase", "building-complex", "calendar", "camera",
  "chart-column", "check", "chevron-down", "chevron-left", "chevron-right", "circle-check",
  "circle-check-big", "circle-exclamation-point", "clock", "credit-card", "crown", "eighth-notes",
  "file-text", "gem", "gift", "globe", "graduation-cap", "handshake", "heart", "hotel", "image",
  "layers", "lightbulb", "lock", "log-out", "mail", "map-pin", "megaphone", "menu",
  "message-circle", "mic", "minus", "monitor", "package", "palette", "party-popper", "phone",
  "plane", "play", "plus", "qr-code", "quote", "rocket", "send", "shield", "shopping-bag",
  "shopping-cart", "smartphone", "sparkles", "star", "target", "trash", "trophy", "truck", "users",
  "utensils", "video", "wand-sparkles", "wifi", "x", "zap",
] as const;

export type IconName = (typeof SPRITE_ICONS)[number];

/** Bump when the list changes: browsers keep the sprite for a week. */
export const ICON_SPRITE_URL = "/icons.svg?v=1";

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
