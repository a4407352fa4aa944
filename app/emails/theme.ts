// The agency's identity for e-mail: the site's theme tokens (app/app.css, oklch) as the sRGB
// hex colours e-mail clients understand, and web-safe font stacks (no web font is downloaded).

export const emailColors = {
  page: "#f4f0e9",
  card: "#ffffff",
  ink: "#181322",
  muted: "#585264",
  border: "#e2ddd5",
  primary: "#6a2acf",
  primaryInk: "#ffffff",
  magenta: "#c90084",
  soft: "#eee7fd",
  softInk: "#341a62",
  night: "#0f091c",
  nightInk: "#f6f4fb",
  nightMuted: "#c0bacf",
  gold: "#e4b750",
  goldText: "#845a0f",
} as const;

/** The same roles in dark mode (Apple Mail, iOS Mail, Outlook.com): every pair stays AA. */
export const emailDarkColors = {
  /** Darker than the night bands, so the header and footer still stand out. */
  page: "#070410",
  card: "#1f1332",
  ink: "#f6f4fb",
  muted: "#c0bacf",
  border: "#3a2d50",
  link: "#c9b6ff",
  soft: "#2b1d45",
  softInk: "#e4dcff",
} as const;

export const emailFonts = {
  /** Playfair Display on the site; a serif every client has. */
  display: "Georgia, 'Times New Roman', Times, serif",
  /** Inter on the site; the system sans. */
  text: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;
