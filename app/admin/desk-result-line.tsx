import { Undo2 } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { DeskActionResult } from "./desk-result";
import { UNDO_LABEL } from "./use-desk-toast";

/**
 * The answer of a form posted without JavaScript (no toast then): a status line, with the undo
 * button after a delete.
 */
export function DeskResultLine({ result }: { result: DeskActionResult }) {
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm",
        result.ok ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10",
      )}
    >
      <p>
        <strong>{result.toast.title}</strong>
        {result.toast.description ? ` — ${result.toast.description}` : null}
      </p>
      {result.ok && result.undoToken ? (
        <Form method="post">
          <input type="hidden" name="token" value={result.undoToken} />
          <Button type="submit" name="intent" value="restore" variant="outline" size="sm">
            <Undo2 aria-hidden />
            {UNDO_LABEL}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
