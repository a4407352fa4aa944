import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { useDeskToast } from "~/admin/use-desk-toast";

/** A settings action's answer: a refusal carries the typed values back with one message per field. */
type SettingsActionResult<Field extends string, Values> =
  | Extract<DeskActionResult, { ok: true }>
  | (Extract<DeskActionResult, { ok: false }> & { errors?: Partial<Record<Field, string>>; values?: Values });

/**
 * The state of a settings form of the shop tab: a plain POST before JavaScript loads (its answer
 * is `documentResult`), a fetcher and a toast after. A refusal keeps what was typed, and the first
 * field in error takes the focus, so its message is read with it.
 */
export function useSettingsForm<Field extends string, Values>({
  fields,
  fieldId,
  values,
  documentResult,
}: {
  fields: readonly Field[];
  fieldId: (field: Field) => string;
  values: Values;
  documentResult?: SettingsActionResult<Field, Values>;
}) {
  const fetcher = useFetcher<SettingsActionResult<Field, Values>>();
  useDeskToast(fetcher.data);
  const result = fetcher.data ?? documentResult;
  const failed = result && !result.ok ? result : undefined;

  useEffect(() => {
    const data = fetcher.data;
    if (!data || data.ok || !data.errors) return;
    const first = fields.find((field) => data.errors?.[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [fetcher.data, fields, fieldId]);

  return {
    fetcher,
    result,
    errors: failed?.errors ?? ({} as Partial<Record<Field, string>>),
    shown: failed?.values ?? values,
    saving: fetcher.state !== "idle",
  };
}
