import type * as React from "react";
import { cx } from "~/lib/class-names";
import { labelClass } from "./form-styles";

/**
 * A labelled form control with its server error beneath it. The error is linked to the control
 * through aria-describedby by the caller (use `fieldErrorId(id)`).
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string | string[] | null;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const message = Array.isArray(error) ? error[0] : error;
  return (
    <div className={cx("grid gap-2", className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {message ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;

/** aria attributes for a control whose Field may show an error. */
export function errorAria(id: string, error?: string | string[] | null) {
  const has = Array.isArray(error) ? error.length > 0 : Boolean(error);
  return has ? { "aria-invalid": true as const, "aria-describedby": fieldErrorId(id) } : {};
}
