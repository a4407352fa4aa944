import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";
import { buttonVariants, type ButtonVariantProps } from "~/components/ui/button-variants";
import { cn } from "~/lib/utils";

// A question that must be answered before going on (« Remplacer ce que vous avez écrit ? »): Radix's
// AlertDialog, shadcn's shape. Unlike the Dialog it has no close cross and a click outside does not
// dismiss it; Escape and the cancel button answer no. Centered on larger screens, a card at the
// bottom on phones.

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({ className, children, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className="fixed inset-0 z-50 bg-night/70 backdrop-blur-sm data-[state=open]:animate-fade-in" />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 grid gap-4 rounded-t-xl border bg-background p-6 shadow-xl outline-none data-[state=open]:animate-fade-in",
          "sm:top-1/2 sm:bottom-auto sm:mx-auto sm:w-full sm:max-w-md sm:-translate-y-1/2 sm:rounded-xl",
          className,
        )}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-header" className={cn("grid gap-2 text-start", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title data-slot="alert-dialog-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description data-slot="alert-dialog-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogAction({ className, variant, size, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Action> & ButtonVariantProps) {
  return <AlertDialogPrimitive.Action className={buttonVariants({ variant, size, className })} {...props} />;
}

export function AlertDialogCancel({ className, variant = "outline", size, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel> & ButtonVariantProps) {
  return <AlertDialogPrimitive.Cancel className={buttonVariants({ variant, size, className })} {...props} />;
}
