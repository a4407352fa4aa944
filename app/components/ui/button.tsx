import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

export { buttonVariants } from "./button-variants";

/** The back office's and the shop's button (merges a caller's classes over the variant's). */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & Omit<ButtonVariantProps, "className"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
