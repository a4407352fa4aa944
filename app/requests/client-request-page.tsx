import { Form, useNavigation } from "react-router";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button-variants";
import { textareaClass } from "~/components/ui/form-styles";
import { cx } from "~/lib/class-names";
import { formatDateTimeFr, formatDayFr } from "~/lib/dates";
import { AttachmentInput } from "./attachment-input";
import type { ClientAnswerFailure, ClientRequestView } from "./client-request.server";
import { CONVERSATION_FIELDS, CONVERSATION_LIMITS } from "./conversation-schema";
import { ThreadView } from "./thread-view";

/** The client's page of their request: the conversation, the answer form, what they asked, how to reach us. */
export function ClientRequestPage({ view, failure, sent, quotes }: { view: ClientRequestView; failure: ClientAnswerFailure | undefined; sent: boolean; quotes?: React.ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(view.path) === true;
  const { request, agency } = view;

  return (
    <main className="bg-background">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:py-14">
        <header className="grid gap-3">
          <p className="text-sm font-medium tracking-wide text-primary uppercase">Votre demande</p>
          <h1 className="font-display text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">{request.eventType}</h1>
          <p className="text-muted-foreground">
            Bonjour {view.client.firstName}, voici nos échanges au sujet de votre demande du {formatDateTimeFr(request.sentAt)}. Vous pouvez nous répondre en bas de la page.
          </p>
        </header>

        {sent ? (
          <p role="status" className="rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium">
            Merci, votre réponse est envoyée. Notre équipe en est informée et vous répond au plus vite.
          </p>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <section id="conversation" aria-labelledby="conversation-title" className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
              <h2 id="conversation-title" className="font-display text-xl font-bold">
                Notre conversation
              </h2>
              <ThreadView entries={view.thread.entries} omitted={view.thread.omitted} ownSide="client" />
            </section>

            {quotes}

            <section id="reponse" aria-labelledby="answer-title" className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
              <h2 id="answer-title" className="font-display text-xl font-bold">
                Répondre
              </h2>
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
            </section>
          </div>

          <aside className="grid min-w-0 gap-6" aria-label="Votre demande et nos coordonnées">
            <section aria-labelledby="request-summary-title" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm">
              <h2 id="request-summary-title" className="font-display text-xl font-bold">
                Ce que vous nous avez demandé
              </h2>
              <dl className="grid gap-2 text-sm">
                <Fact label="Événement" value={request.eventType} />
                <Fact label="Date" value={request.eventDate ? formatDayFr(request.eventDate) : "non précisée"} />
                <Fact label="Invités" value={request.guests ? request.guests.toLocaleString("fr-FR") : "non précisé"} />
                <Fact label="Services" value={request.services.length > 0 ? request.services.join(", ") : "non précisés"} />
              </dl>
            </section>

            <section aria-labelledby="request-contact-title" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm">
              <h2 id="request-contact-title" className="font-display text-xl font-bold">
                Une question ?
              </h2>
              <p className="text-sm text-muted-foreground">Répondez ici ou appelez-nous : l'équipe {agency.brand} suit votre demande.</p>
              {agency.phone ? (
                <a href={`tel:${agency.phone.replace(/\s+/g, "")}`} className="flex items-center gap-2 text-sm font-medium text-primary">
                  <Icon name="phone" className="size-4" />
                  {agency.phone}
                </a>
              ) : null}
              {agency.email ? (
                <a href={`mailto:${agency.email}`} className="flex items-center gap-2 text-sm font-medium text-primary [overflow-wrap:anywhere]">
                  <Icon name="mail" className="size-4" />
                  {agency.email}
                </a>
              ) : null}
            </section>
          </aside>
        </div>
      </div>
    </main>
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
