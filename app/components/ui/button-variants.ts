import { cx } from "~/lib/class-names";

// Button looks as plain class strings (no class-variance-authority, no tailwind-merge), so the
// public pages can style links and buttons without shipping either. Sizes carry their own radius,
// so no caller has to override a base class.
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-[color,background-color,box-shadow,opacity] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  brand: "bg-brand-gradient text-white shadow-md hover:opacity-95",
  gold: "bg-gold text-gold-foreground shadow-sm hover:bg-gold/90",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  "outline-night": "border border-white/30 bg-transparent text-night-foreground hover:bg-white/10",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const SIZES = {
  default: "h-10 rounded-md px-4 py-2",
  sm: "h-9 rounded-md px-3",
  "pill-sm": "h-9 rounded-full px-3",
  lg: "h-12 rounded-md px-6 text-base",
  icon: "size-10 rounded-md",
  "icon-sm": "size-8 rounded-md",
  /** The floating round button (the shop's cart). */
  fab: "size-14 rounded-full",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export type ButtonVariantProps = { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string };

export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}): string {
  return cx(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}
