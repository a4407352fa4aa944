import { Plus, Save, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ContactNav } from "~/admin/contact/contact-nav";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskToast } from "~/admin/use-desk-toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { TEMPLATE_LIMITS } from "~/requests/reply-template-schema";
import type { TemplateFailure } from "./reply-templates.server";

type Template = { id: string; name: string; subject: string; body: string; updated_at: Date | string };

const isFailure = (result: DeskActionResult | undefined): result is TemplateFailure => Boolean(result && !result.ok && "intent" in result);

/**
 * The composer's templates (issue 24): each one a plain form ('Enregistrer', 'Supprimer'), and one
 * more to add a template. A refused form keeps what was typed in it.
 */
export function ReplyTemplatesPage({ templates, result }: { templates: Template[]; result: DeskActionResult | undefined }) {
  useDeskToast(result);
  const failure = isFailure(result) ? result : undefined;
  return (
    <div className="grid gap-6">
      <ContactNav />
      <header className="grid gap-2">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Modèles de réponse</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Proposés dans « Répondre » d'une demande, dans cet ordre. {"{prenom}"} et {"{evenement}"} y sont remplacés par le prénom du client et son type d'événement.
        </p>
      </header>

      {result ? (
        <noscript>
          <DeskResultLine result={result} />
        </noscript>
      ) : null}

      {templates.length === 0 ? <p className="text-sm text-muted-foreground">Aucun modèle pour l'instant : ajoutez le premier ci-dessous.</p> : null}
      <ul className="grid gap-4" aria-label="Modèles">
        {templates.map((template) => {
          const mine = failure && failure.intent !== "create" && failure.id === template.id ? failure : undefined;
          return (
            <li key={template.id}>
              <TemplateForm
                idPrefix={`template-${template.id}`}
                title={template.name}
                template={template}
                failure={mine}
                // Remade after a save: the fields show what is stored.
                formKey={`${template.id}-${String(template.updated_at)}`}
              />
            </li>
          );
        })}
      </ul>
      <TemplateForm idPrefix="template-new" title="Nouveau modèle" failure={failure?.intent === "create" ? failure : undefined} formKey={`new-${templates.length}`} />
    </div>
  );
}

function TemplateForm({ idPrefix, title, template, failure, formKey }: { idPrefix: string; title: string; template?: Template; failure?: TemplateFailure; formKey: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && (template ? navigation.formData?.get("id") === template.id : navigation.formData?.get("intent") === "create");
  const value = (field: "name" | "subject" | "body") => failure?.values[field] ?? template?.[field] ?? "";
  const invalid = (field: "name" | "subject" | "body") => (failure?.field === field ? true : undefined);
  return (
    <section aria-labelledby={`${idPrefix}-title`} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={`${idPrefix}-title`} className="flex items-center gap-2 text-lg font-semibold [overflow-wrap:anywhere]">
        {template ? null : <Plus className="size-5 text-primary" aria-hidden />}
        {title}
      </h2>
      <Form method="post" key={formKey} className="grid gap-3">
        {template ? <input type="hidden" name="id" value={template.id} /> : null}
        {failure ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
            <strong>{failure.toast.title}</strong> — {failure.error}
          </p>
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-name`}>Nom</Label>
          <Input id={`${idPrefix}-name`} name="name" required maxLength={TEMPLATE_LIMITS.nameMax} defaultValue={value("name")} aria-invalid={invalid("name")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-subject`}>Objet</Label>
          <Input id={`${idPrefix}-subject`} name="subject" required maxLength={TEMPLATE_LIMITS.subjectMax} defaultValue={value("subject")} aria-invalid={invalid("subject")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-body`}>Texte</Label>
          <Textarea id={`${idPrefix}-body`} name="body" rows={8} required maxLength={TEMPLATE_LIMITS.bodyMax} defaultValue={value("body")} aria-invalid={invalid("body")} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value={template ? "update" : "create"} disabled={busy}>
            {template ? <Save aria-hidden /> : <Plus aria-hidden />}
            {template ? "Enregistrer" : "Ajouter le modèle"}
          </Button>
          {template ? (
            <Button type="submit" name="intent" value="delete" variant="outline" formNoValidate disabled={busy} className="text-destructive">
              <Trash2 aria-hidden />
              Supprimer
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
