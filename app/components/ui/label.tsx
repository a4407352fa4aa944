import type * as React from "react";
import { cn } from "~/lib/utils";
import { labelClass } from "./form-styles";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn(labelClass, className)} {...props} />;
}
