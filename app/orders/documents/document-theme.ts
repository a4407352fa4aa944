// What the PDF documents share with the brand (app/app.css): the tokens converted to sRGB hex,
// since react-pdf reads no oklch() and no CSS variables, and the font families the server
// registers (document-fonts.server.ts). A quote is read on paper: black on white, the violet
// as the one accent.

export const DOCUMENT_COLORS = {
  /** --foreground, the deep aubergine ink. */
  ink: "#181322",
  /** --muted-foreground. */
  muted: "#585264",
  /** --primary, the violet: title, rules, the total TTC. */
  accent: "#6a2acf",
  /** --secondary, a violet tint for the table header. */
  accentTint: "#eee7fd",
  /** --border. */
  rule: "#e2ddd5",
  white: "#ffffff",
} as const;

/**
 * Each family is two files: @fontsource splits Inter and Playfair into a latin subset and a
 * latin-ext one (Ş, Ğ, ā… in names), and react-pdf falls back glyph by glyph along the list.
 */
export const TEXT_FONT = "Inter";
export const TEXT_FONT_EXT = "Inter Latin Ext";
/** Inter whose default figures are tabular, for the amounts and quantities that line up. */
export const TABULAR_FONT = "Inter Tabular";
export const DISPLAY_FONT = "Playfair Display";
export const DISPLAY_FONT_EXT = "Playfair Display Latin Ext";

export const TEXT_FONTS = [TEXT_FONT, TEXT_FONT_EXT];
export const TABULAR_FONTS = [TABULAR_FONT, TEXT_FONT_EXT];
export const DISPLAY_FONTS = [DISPLAY_FONT, DISPLAY_FONT_EXT];
