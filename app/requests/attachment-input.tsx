import type { ChangeEvent } from "react";
import { cx } from "~/lib/class-names";
import { labelClass } from "~/components/ui/form-styles";
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, CONVERSATION_FIELDS, CONVERSATION_LIMITS, attachmentTooBigMessage } from "./conversation-schema";

/**
 * The conversation's file picker, for the agency's reply and the client's answer. With JavaScript
 * too many files or one too big are refused at once (nothing is sent); the server checks again,
 * and reads what each file really is. A refusal is written once, above the form: `errorId` ties
 * it to the picker when it is about the files.
 */
export function AttachmentInput({ id, invalid = false, errorId }: { id: string; invalid?: boolean; errorId?: string }) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={labelClass}>
        Pièces jointes (facultatif)
      </label>
      <input
        id={id}
        name={CONVERSATION_FIELDS.attachments}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={checkChosenFiles}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(hintId, invalid && errorId)}
        className="min-h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm file:me-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-medium file:text-secondary-foreground aria-invalid:border-destructive"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {ATTACHMENT_HINT}
      </p>
    </div>
  );
}

function checkChosenFiles(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const files = Array.from(input.files ?? []);
  const tooBig = files.find((file) => file.size > CONVERSATION_LIMITS.attachmentBytesMax);
  const message =
    files.length > CONVERSATION_LIMITS.attachmentsMax
      ? `${CONVERSATION_LIMITS.attachmentsMax} pièces jointes au plus par message.`
      : tooBig
        ? attachmentTooBigMessage(tooBig.name)
        : "";
  input.setCustomValidity(message);
  if (message) input.reportValidity();
}
