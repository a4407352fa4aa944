import type * as React from "react";
import { cx } from "~/lib/class-names";
import { badgeVariants, type BadgeVariantProps } from "./badge-variants";

export { badgeVariants } from "./badge-variants";

/** A pill label. Callers add classes that do not contradict the variant (use variant "plain" to colour it yourself). */
export function Badge({ className, variant, size, ...props }: React.ComponentProps<"span"> & Omit<BadgeVariantProps, "className">) {
  return <span data-slot="badge" className={badgeVariants({ variant, size, className: cx(className) })} {...props} />;
}
