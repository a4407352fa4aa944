import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast } from "~/lib/notify";
import type { AccountActionResult, AccountIntent } from "./account-schema";

/**
 * One form of 'Mon compte'. With JavaScript it posts through a fetcher and its answer becomes a
 * toast; without, the page comes back with the action's answer (`documentResult`), which the form
 * shows as a status line. `result` is whichever answered last, for the field errors and values.
 */
export function useAccountForm(intent: AccountIntent) {
  const fetcher = useFetcher<AccountActionResult>();
  const actionData = useActionData<AccountActionResult | undefined>();
  const documentResult = actionData?.intent === intent ? actionData : undefined;
  const shown = useRef<AccountActionResult | undefined>(undefined);
  const result = fetcher.data ?? documentResult;

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || shown.current === answer) return;
    shown.current = answer;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [fetcher.data, fetcher.state]);

  return {
    fetcher,
    result,
    documentResult,
    busy: fetcher.state !== "idle",
    /** The fetcher's latest answer when it succeeded (to clear a form once). */
    succeeded: fetcher.state === "idle" && fetcher.data?.ok === true ? fetcher.data : undefined,
  };
}
