import { Form, useNavigation } from "react-router";
import { ClientContactCard } from "~/components/client-contact-card";
import { ClientCard, ClientPage, ClientPageColumns } from "~/components/client-page";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button-variants";
import { textareaClass } from "~/components/ui/form-styles";
import { cx } from "~/lib/class-names";
import { formatDateTimeFr, formatDayFr } from "~/lib/dates";
import { AttachmentInput } from "./attachment-input";
import type { ClientAnswerFailure, ClientRequestView } from "./client-request.server";
import { LINK_ACTIONS_CLOSED_MESSAGE } from "~/lib/link-window";
import { CONVERSATION_FIELDS, CONVERSATION_LIMITS } from "./conversation-schema";
import { ThreadView } from "./thread-view";

/** The client's page of their request: the conversation, the answer form, what they asked, how to reach us. */
export function ClientRequestPage({ view, failure, sent, quotes }: { view: ClientRequestView; failure: ClientAnswerFailure | undefined; sent: boolean; quotes?: React.ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(view.path) === true;
  const { request, agency } = view;

  return (
    <ClientPage
      eyebrow="Votre demande"
      title={request.eventType}
      intro={
        <>
          Bonjour {view.client.firstName}, voici nos échanges au sujet de votre demande du {formatDateTimeFr(request.sentAt)}.
          {view.actionsClosed ? null : " Vous pouvez nous répondre en bas de la page."}
        </>
      }
    >
      {sent ? (
        <p role="status" className="rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium">
          Merci, votre réponse est envoyée. Notre équipe en est informée et vous répond au plus vite.
        </p>
      ) : null}

      <ClientPageColumns
        main={
          <>
            <ClientCard id="conversation" titleId="conversation-title" title="Notre conversation" className="gap-4 p-4 sm:p-5">
              <ThreadView entries={view.thread.entries} omitted={view.thread.omitted} ownSide="client" />
            </ClientCard>

            {quotes}

            {view.actionsClosed ? (
              <ClientCard id="reponse" titleId="answer-title" title="Répondre" className="gap-3 p-4 sm:p-5">
                <p role="note" className="text-sm">
                  {LINK_ACTIONS_CLOSED_MESSAGE}
                </p>
              </ClientCard>
            ) : (
              <ClientCard id="reponse" titleId="answer-title" title="Répondre" className="gap-4 p-4 sm:p-5">
                {/* Remade once the answer is in the thread: the fields are empty again. */}
                <Form method="post" encType="multipart/form-data" key={view.thread.entries.length} className="grid gap-4" preventScrollReset>
                  {failure ? (
                    <p id="answer-error" role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
                      {failure.message}
                    </p>
                  ) : null}
                  <div className="grid gap-2">
                    <label htmlFor="answer-body" className="text-sm font-medium">
                      Votre message
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
                    {sending ? "Envoi…" : "Envoyer ma réponse"}
                  </button>
                </Form>
              </ClientCard>
            )}
          </>
        }
        asideLabel="Votre demande et nos coordonnées"
        aside={
          <>
            <ClientCard titleId="request-summary-title" title="Ce que vous nous avez demandé">
              <dl className="grid gap-2 text-sm">
                <Fact label="Événement" value={request.eventType} />
                <Fact label="Date" value={request.eventDate ? formatDayFr(request.eventDate) : "non précisée"} />
                <Fact label="Invités" value={request.guests ? request.guests.toLocaleString("fr-FR") : "non précisé"} />
                <Fact label="Services" value={request.services.length > 0 ? request.services.join(", ") : "non précisés"} />
              </dl>
            </ClientCard>

            <ClientContactCard titleId="request-contact-title" note={`Répondez ici ou appelez-nous : l'équipe ${agency.brand} suit votre demande.`} agency={agency} />
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
