import type * as React from "react";
import { cn } from "~/lib/utils";
import { selectClass } from "./form-styles";

/**
 * A styled native <select>: works before JavaScript loads, posts with the form, and is fully
 * accessible on phones. (Radix Select is kept out of forms for that reason.)
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="select" className={cn(selectClass, className)} {...props} />;
}
