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
  "shopping-cart", "smartphone", "sparkles", "star", "store", "target", "trash", "trophy", "truck", "users",
  "utensils", "video", "wand-sparkles", "warehouse", "wifi", "x", "zap",
] as const;

export type IconName = (typeof SPRITE_ICONS)[number];

/** Bump when the list changes: browsers keep the sprite for a week. */
export const ICON_SPRITE_URL = "/icons.svg?v=3";
