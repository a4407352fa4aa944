import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A styled native <select>: works before JavaScript loads, posts with the form, and is fully
 * accessible on phones. (Radix Select is kept out of forms for that reason.)
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
