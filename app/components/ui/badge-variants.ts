import { cx } from "~/lib/class-names";

// Badge looks as plain class strings: the public pages use them without tailwind-merge.
// "plain" has no colours, for a caller that brings its own (order and message statuses).
const BASE = "inline-flex w-fit shrink-0 items-center justify-center whitespace-nowrap rounded-full border font-semibold [&>svg]:size-3";

const VARIANTS = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  gold: "border-transparent bg-gold text-gold-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  outline: "text-foreground",
  night: "border-white/20 bg-white/10 text-night-foreground",
  plain: "",
} as const;

const SIZES = {
  default: "gap-1 px-2.5 py-0.5 text-xs",
  xs: "gap-1 px-1.5 py-0 text-[10px]",
  lg: "gap-1.5 px-3 py-1 text-sm",
} as const;

export type BadgeVariantProps = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null; className?: string };

export function badgeVariants({ variant, size, className }: BadgeVariantProps = {}): string {
  return cx(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}
