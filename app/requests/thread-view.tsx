import { Icon } from "~/components/icon";
import { cx } from "~/lib/class-names";
import { formatDateTime } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/messages";
import { formatFileSize } from "./conversation-schema";

// A request's conversation as a column of messages, for the back office and for the client's
// page alike: the reader's own messages on the right, the other side's on the left. Every text
// goes through React, which escapes it: an answer holding "<b>" shows "<b>".

export type ThreadAttachment = { id: string; name: string; size: number; contentType: string; href: string };

export type ThreadEntry = {
  id: string;
  direction: "agency" | "client";
  author: string;
  subject: string | null;
  body: string;
  createdAt: Date | string;
  /** A client's answer the back office has not read yet. */
  unread: boolean;
  attachments: ThreadAttachment[];
};

export function ThreadView({ entries, omitted, ownSide }: { entries: ThreadEntry[]; omitted: number; ownSide: "agency" | "client" }) {
  // The page's language: the client's page in theirs, the back office in French.
  const locale = useLocale();
  const t = useMessages().contact.request.thread;
  return (
    <ol aria-label={t.label} className="grid gap-4">
      {omitted > 0 ? <li className="text-center text-sm text-muted-foreground">{t.omitted(omitted)}</li> : null}
      {entries.map((entry) => {
        const own = entry.direction === ownSide;
        const at = new Date(entry.createdAt);
        return (
          <li key={entry.id} className={cx("flex min-w-0", own ? "justify-end ps-6 sm:ps-12" : "justify-start pe-6 sm:pe-12")}>
            <article
              aria-label={`${entry.author}, ${formatDateTime(locale, at)}${entry.unread ? t.unread : ""}`}
              className={cx(
                "grid w-fit max-w-full min-w-0 gap-2 rounded-2xl border px-4 py-3 shadow-xs",
                own ? "rounded-ee-sm border-primary/25 bg-secondary" : "rounded-es-sm bg-card",
                entry.unread && "border-primary ring-1 ring-primary/50",
              )}
            >
              <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                <span className="font-semibold [overflow-wrap:anywhere]">{entry.author}</span>
                <time dateTime={at.toISOString()} className="text-xs text-muted-foreground">
                  {formatDateTime(locale, at)}
                </time>
                {entry.unread ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">{t.newBadge}</span> : null}
              </header>
              {entry.subject ? <p className="text-sm font-semibold [overflow-wrap:anywhere]">{entry.subject}</p> : null}
              <p className="text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.body}</p>
              {entry.attachments.length > 0 ? (
                <ul aria-label={t.attachments} className="grid gap-1.5 border-t pt-2">
                  {entry.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.href}
                        className="inline-flex max-w-full items-start gap-2 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <Icon name={file.contentType === "application/pdf" ? "file-text" : "image"} className="mt-0.5 size-4 shrink-0" />
                        <span className="[overflow-wrap:anywhere]">
                          {file.name} <span className="font-normal whitespace-nowrap text-muted-foreground">({formatFileSize(file.size, locale, t)})</span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
