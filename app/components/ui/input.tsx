import type * as React from "react";
import { cn } from "~/lib/utils";
import { inputClass } from "./form-styles";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClass, className)} {...props} />;
}
