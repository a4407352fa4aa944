import type { ChangeEvent } from "react";
import { cx } from "~/lib/class-names";
import { labelClass } from "~/components/ui/form-styles";
import { useMessages } from "~/i18n/messages";
import type { ContactMessages } from "~/i18n/messages/contact/fr";
import { ATTACHMENT_ACCEPT, CONVERSATION_FIELDS, CONVERSATION_LIMITS } from "./conversation-schema";

/**
 * The conversation's file picker, for the agency's reply and the client's answer. With JavaScript
 * too many files or one too big are refused at once (nothing is sent); the server checks again,
 * and reads what each file really is. A refusal is written once, above the form: `errorId` ties
 * it to the picker when it is about the files.
 */
export function AttachmentInput({ id, invalid = false, errorId }: { id: string; invalid?: boolean; errorId?: string }) {
  const hintId = `${id}-hint`;
  // The page's language: the client's page in theirs, the back office's composer in French.
  const t = useMessages().contact.request.attachments;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={labelClass}>
        {t.label}
      </label>
      <input
        id={id}
        name={CONVERSATION_FIELDS.attachments}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={(event) => checkChosenFiles(event, t)}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(hintId, invalid && errorId)}
        className="min-h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm file:me-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-medium file:text-secondary-foreground aria-invalid:border-destructive"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t.hint(CONVERSATION_LIMITS.attachmentsMax)}
      </p>
    </div>
  );
}

function checkChosenFiles(event: ChangeEvent<HTMLInputElement>, t: ContactMessages["request"]["attachments"]) {
  const input = event.currentTarget;
  const files = Array.from(input.files ?? []);
  const tooBig = files.find((file) => file.size > CONVERSATION_LIMITS.attachmentBytesMax);
  const message =
    files.length > CONVERSATION_LIMITS.attachmentsMax
      ? t.tooMany(CONVERSATION_LIMITS.attachmentsMax)
      : tooBig
        ? t.tooBig(tooBig.name)
        : "";
  input.setCustomValidity(message);
  if (message) input.reportValidity();
}
