// Form control looks as plain class strings: the contact form uses them on native elements
// without tailwind-merge; Input, Textarea and NativeSelect add a caller's classes over them.
export const inputClass =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm file:border-0 file:bg-transparent file:text-sm file:font-medium";

export const textareaClass =
  "flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export const labelClass =
  "text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
