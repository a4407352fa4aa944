import { Form, useNavigation } from "react-router";
import { ClientContactCard } from "~/components/client-contact-card";
import { ClientCard, ClientPage, ClientPageColumns } from "~/components/client-page";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button-variants";
import { textareaClass } from "~/components/ui/form-styles";
import { cx } from "~/lib/class-names";
import { formatDateTime, formatDay, formatNumber } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/messages";
import { AttachmentInput } from "./attachment-input";
import type { ClientAnswerFailure, ClientRequestView } from "./client-request.server";
import { CONVERSATION_FIELDS, CONVERSATION_LIMITS } from "./conversation-schema";
import { ThreadView } from "./thread-view";

/** The client's page of their request: the conversation, the answer form, what they asked, how to reach us. */
export function ClientRequestPage({ view, failure, sent, quotes }: { view: ClientRequestView; failure: ClientAnswerFailure | undefined; sent: boolean; quotes?: React.ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(view.path) === true;
  const { request, agency } = view;
  const locale = useLocale();
  const { contact } = useMessages();
  const t = contact.request;
  // What the client chose is stored in French (the contact form's values): shown in the page's language.
  const eventTypes: Record<string, string> = contact.form.eventTypes;
  const serviceNames: Record<string, string> = contact.form.serviceNames;
  const shown = (names: Record<string, string>, value: string) => (Object.hasOwn(names, value) ? names[value]! : value);
  const eventType = shown(eventTypes, request.eventType);

  return (
    <ClientPage
      eyebrow={t.eyebrow}
      title={eventType}
      intro={
        <>
          {t.intro(view.client.firstName, formatDateTime(locale, request.sentAt))}
          {view.actionsClosed ? null : t.canAnswer}
        </>
      }
    >
      {sent ? (
        <p role="status" className="rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium">
          {t.sent}
        </p>
      ) : null}

      <ClientPageColumns
        main={
          <>
            <ClientCard id="conversation" titleId="conversation-title" title={t.conversation} className="gap-4 p-4 sm:p-5">
              <ThreadView entries={view.thread.entries} omitted={view.thread.omitted} ownSide="client" />
            </ClientCard>

            {quotes}

            {view.actionsClosed ? (
              <ClientCard id="reponse" titleId="answer-title" title={t.answer} className="gap-3 p-4 sm:p-5">
                <p role="note" className="text-sm">
                  {t.actionsClosed}
                </p>
              </ClientCard>
            ) : (
              <ClientCard id="reponse" titleId="answer-title" title={t.answer} className="gap-4 p-4 sm:p-5">
                {/* Remade once the answer is in the thread: the fields are empty again. */}
                <Form method="post" encType="multipart/form-data" key={view.thread.entries.length} className="grid gap-4" preventScrollReset>
                  {failure ? (
                    <p id="answer-error" role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
                      {failure.message}
                    </p>
                  ) : null}
                  <div className="grid gap-2">
                    <label htmlFor="answer-body" className="text-sm font-medium">
                      {t.yourMessage}
                    </label>
                    <textarea
                      id="answer-body"
                      name={CONVERSATION_FIELDS.body}
                      rows={6}
                      required
                      maxLength={CONVERSATION_LIMITS.bodyMax}
                      defaultValue={failure?.values.body ?? ""}
                      aria-invalid={failure?.field === "body" ? true : undefined}
                      aria-describedby={failure?.field === "body" ? "answer-error" : undefined}
                      className={cx(textareaClass, "min-h-36")}
                    />
                  </div>
                  <AttachmentInput id="answer-attachments" invalid={failure?.field === "attachments"} errorId="answer-error" />
                  <button type="submit" className={buttonVariants({ variant: "default", size: "lg", className: "w-full sm:w-fit" })} disabled={sending}>
                    <Icon name="send" className="size-4" />
                    {sending ? t.sending : t.send}
                  </button>
                </Form>
              </ClientCard>
            )}
          </>
        }
        asideLabel={t.aside}
        aside={
          <>
            <ClientCard titleId="request-summary-title" title={t.summary}>
              <dl className="grid gap-2 text-sm">
                <Fact label={t.event} value={eventType} />
                <Fact label={t.date} value={request.eventDate ? formatDay(locale, request.eventDate) : t.dateUnset} />
                <Fact label={t.guests} value={request.guests ? formatNumber(locale, request.guests) : t.guestsUnset} />
                <Fact
                  label={t.services}
                  value={request.services.length > 0 ? request.services.map((service) => shown(serviceNames, service)).join(locale === "ar" ? "، " : ", ") : t.servicesUnset}
                />
              </dl>
            </ClientCard>

            <ClientContactCard titleId="request-contact-title" note={t.contactNote(agency.brand)} agency={agency} />
          </>
        }
      />
    </ClientPage>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
