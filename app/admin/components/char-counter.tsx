import { cn } from "~/lib/utils";

/** 'n / target caractères', turning to a warning past the length search engines show. */
export function CharCounter({ value, target }: { value: string; target: number }) {
  const length = [...value].length;
  const over = length > target;
  return (
    <span className={cn("tabular-nums", over && "font-medium text-destructive")} aria-live="polite">
      {length} / {target} caractères{over ? " : risque d'être coupé dans les résultats de recherche" : ""}
    </span>
  );
}
