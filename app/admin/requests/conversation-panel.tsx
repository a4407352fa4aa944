import { LoaderCircle, MessageSquareReply, Send, Settings2 } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { useDeskToast } from "~/admin/use-desk-toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/hydration/use-hydrated";
import type { ConversationData } from "~/requests/agency-conversation.server";
import { AttachmentInput } from "~/requests/attachment-input";
import { CONVERSATION_FIELDS, CONVERSATION_LIMITS } from "~/requests/conversation-schema";
import { ThreadView } from "~/requests/thread-view";
import { REPLY_ENHANCED_FIELD, REPLY_SENT_PARAM, replyPath, TEMPLATE_PARAM, TEMPLATES_PATH, type ReplyResult } from "./reply-result";
import { chooseTemplate, type ComposerText } from "./reply-template-fill";

/**
 * A request's conversation in the back office (issue 24): the thread, the client's unread answers
 * marked 'Nouveau', and 'Répondre', a composer inside a <details> so that it opens without
 * JavaScript. It posts to /admin/contact/demandes/<id>/repondre: with JavaScript through a fetcher
 * (the composer keeps its text and files on a refusal, and empties once sent), without it as a plain
 * form: a refusal comes back on that page with the typed text (`result`), a reply sent returns to
 * the request's file with ?envoye=1, said here. A template fills the composer, and asks before
 * replacing what was typed (issue 38).
 */
export function ConversationPanel({ data, messageId, result, composerOpen = false }: { data: ConversationData; messageId: string; result?: ReplyResult; composerOpen?: boolean }) {
  const fetcher = useFetcher<ReplyResult>({ key: `request-reply-${messageId}` });
  // A success is a toast; a refusal stays written in the composer, beside what was typed.
  useDeskToast(fetcher.data?.ok ? fetcher.data : undefined);
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const answer = fetcher.data ?? result;
  const failure = answer && !answer.ok ? answer : undefined;
  const sending = fetcher.state !== "idle";

  // Once a reply is sent with JavaScript, the composer is remade empty and closed.
  const [sentCount, setSentCount] = useState(0);
  const counted = useRef<ReplyResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.data?.ok && counted.current !== fetcher.data) {
      counted.current = fetcher.data;
      setSentCount((count) => count + 1);
    }
  }, [fetcher.data]);

  const chosen = sentCount === 0 ? data.templates.find((template) => template.id === search.get(TEMPLATE_PARAM)) : undefined;
  const sentWithoutJs = search.get(REPLY_SENT_PARAM) === "1" && !answer;
  const unread = data.thread.entries.filter((entry) => entry.unread).length;
  const messages = data.thread.entries.length + data.thread.omitted;

  const subject = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);

  return (
    <section id="conversation" aria-labelledby="conversation-title" className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="conversation-title" className="text-lg font-semibold">
          Conversation
        </h2>
        <p className="text-sm text-muted-foreground">
          {messages} message{messages > 1 ? "s" : ""}
          {unread > 0 ? ` · ${unread} nouveau${unread > 1 ? "x" : ""}` : ""}
        </p>
      </header>

      {sentWithoutJs ? (
        <p role="status" className="rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm">
          <strong>Réponse envoyée</strong> — {data.client.name} la reçoit par e-mail avec le lien de la conversation.
        </p>
      ) : null}

      <ThreadView entries={data.thread.entries} omitted={data.thread.omitted} ownSide="agency" />

      <details
        id="repondre"
        key={`composer-${sentCount}`}
        open={composerOpen || Boolean(failure) || Boolean(chosen)}
        className="group rounded-lg border bg-background [&_summary::-webkit-details-marker]:hidden"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <MessageSquareReply className="size-4" aria-hidden />
          <span>Répondre</span>
          {/* On a phone the address is in the hint under the message. */}
          <span className="hidden font-normal text-muted-foreground [overflow-wrap:anywhere] sm:inline">à {data.client.email}</span>
        </summary>
        <fetcher.Form method="post" encType="multipart/form-data" action={replyPath(messageId)} className="grid gap-4 border-t p-4" aria-label="Répondre au client">
          {hydrated ? <input type="hidden" name={REPLY_ENHANCED_FIELD} value="1" /> : null}
          {failure ? (
            <p id="reply-error" role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
              <strong>{failure.toast.title}</strong> — {failure.error}
            </p>
          ) : null}

          {data.templates.length > 0 ? (
            hydrated ? (
              <TemplatePicker templates={data.templates} chosen={chosen} subject={subject} body={body} />
            ) : (
              <nav aria-label="Modèles de réponse" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium">Modèle :</span>
                {data.templates.map((template) => (
                  <a key={template.id} href={`?${TEMPLATE_PARAM}=${template.id}#repondre`} className="text-primary underline-offset-4 hover:underline" aria-current={chosen?.id === template.id ? "true" : undefined}>
                    {template.name}
                  </a>
                ))}
              </nav>
            )
          ) : null}

          <div className="grid gap-2">
            <Label htmlFor="reply-subject">Objet</Label>
            <Input
              ref={subject}
              id="reply-subject"
              name={CONVERSATION_FIELDS.subject}
              required
              maxLength={CONVERSATION_LIMITS.subjectMax}
              defaultValue={failure?.values.subject ?? chosen?.subject ?? ""}
              aria-invalid={failure?.field === "subject" ? true : undefined}
              aria-describedby={failure?.field === "subject" ? "reply-error" : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reply-body">Message</Label>
            <Textarea
              ref={body}
              id="reply-body"
              name={CONVERSATION_FIELDS.body}
              rows={10}
              required
              maxLength={CONVERSATION_LIMITS.bodyMax}
              defaultValue={failure?.values.body ?? chosen?.body ?? ""}
              aria-invalid={failure?.field === "body" ? true : undefined}
              aria-describedby={failure?.field === "body" ? "reply-error reply-body-hint" : "reply-body-hint"}
              className="min-h-48"
            />
            <p id="reply-body-hint" className="text-xs text-muted-foreground">
              Envoyé par e-mail à {data.client.email}, avec le lien de la conversation où {data.client.name} lit tout l'échange et vous répond. {"{prenom}"} et {"{evenement}"} sont
              remplacés à l'envoi.
            </p>
          </div>
          <AttachmentInput id="reply-attachments" invalid={failure?.field === "attachments"} errorId="reply-error" />

          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" disabled={sending} className="w-full sm:w-auto">
              {sending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Envoyer la réponse
            </Button>
            <Link to={TEMPLATES_PATH} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
              <Settings2 className="size-4" aria-hidden />
              Gérer les modèles
            </Link>
          </div>
        </fetcher.Form>
      </details>
    </section>
  );
}

type Template = ConversationData["templates"][number];

/**
 * 'Modèle' with JavaScript: the template fills the subject and the message at once when they are
 * empty or still hold the template chosen before; otherwise an AlertDialog asks before replacing
 * what was typed, and 'Garder mon texte' leaves everything as it was (chooseTemplate).
 */
function TemplatePicker({
  templates,
  chosen,
  subject,
  body,
}: {
  templates: Template[];
  chosen: Template | undefined;
  subject: RefObject<HTMLInputElement | null>;
  body: RefObject<HTMLTextAreaElement | null>;
}) {
  const [selected, setSelected] = useState(chosen?.id ?? "");
  const [asking, setAsking] = useState<Template | null>(null);
  const applied = useRef<ComposerText | null>(chosen ? { subject: chosen.subject, body: chosen.body } : null);
  const replaced = useRef(false);

  const apply = (template: Template) => {
    if (!subject.current || !body.current) return;
    subject.current.value = template.subject;
    body.current.value = template.body;
    applied.current = { subject: template.subject, body: template.body };
    setSelected(template.id);
  };
  const choose = (id: string) => {
    const template = templates.find((candidate) => candidate.id === id);
    if (!template || !subject.current || !body.current) return setSelected(id);
    const choice = chooseTemplate({ subject: subject.current.value, body: body.current.value }, template, applied.current);
    if (choice.kind === "ask") return setAsking(template);
    apply(template);
    body.current.focus();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="reply-template">Modèle</Label>
      <NativeSelect id="reply-template" value={selected} onChange={(event) => choose(event.currentTarget.value)} aria-describedby="reply-template-hint">
        <option value="">Choisir un modèle</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </NativeSelect>
      <p id="reply-template-hint" className="text-xs text-muted-foreground">
        Remplit l'objet et le message ; ce que vous avez écrit n'est remplacé qu'après confirmation.
      </p>
      <AlertDialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // After a replacement the message is where one goes on; otherwise back to the list.
            if (!replaced.current) return;
            replaced.current = false;
            event.preventDefault();
            body.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Remplacer ce que vous avez écrit ?</AlertDialogTitle>
            <AlertDialogDescription>
              L'objet et le message que vous avez saisis seront remplacés par le modèle « {asking?.name} ».
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Garder mon texte</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (!asking) return;
                replaced.current = true;
                apply(asking);
              }}
            >
              Remplacer par le modèle
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
