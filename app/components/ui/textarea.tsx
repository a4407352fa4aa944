import type * as React from "react";
import { cn } from "~/lib/utils";
import { textareaClass } from "./form-styles";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(textareaClass, className)} {...props} />;
}
