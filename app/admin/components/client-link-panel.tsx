import { Link2, LinkIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { LINK_NOTE_MAX, LINK_REVOKE_REASONS } from "~/orders/client-link-schema";

/**
 * 'Lien du client' on the order page and the request's file: 'Renvoyer un nouveau lien' (the old
 * links stop opening, the new one is e-mailed) and 'Révoquer les liens' (they stop opening, with
 * the reason). Plain forms posted to the link's own route (`action`), which redirects back here
 * with a toast: they work without JavaScript, and the timeline shows what was done.
 */
export function ClientLinkPanel({ action, email, what }: { action: string; email: string; what: "commande" | "demande" }) {
  const id = `client-link-${what}`;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <Link2 className="size-4 text-muted-foreground" aria-hidden />
        Lien du client
      </h2>
      <p className="text-sm text-muted-foreground">
        Le client ouvre sa {what} sans compte, par le lien de nos e-mails. Un nouveau lien rend tous les précédents inutilisables.
      </p>
      <form method="post" action={action} className="grid gap-2">
        <input type="hidden" name="intent" value="send-new-link" />
        <Button type="submit" variant="outline" className="w-full">
          <LinkIcon aria-hidden />
          Renvoyer un nouveau lien
        </Button>
        <p className="text-xs break-words text-muted-foreground">Envoyé à {email}.</p>
      </form>
      <details className="group rounded-lg border px-3 py-2">
        <summary className="cursor-pointer py-1 text-sm font-medium">Révoquer les liens</summary>
        <form method="post" action={action} className="grid gap-3 pt-3">
          <input type="hidden" name="intent" value="revoke-links" />
          <p className="text-xs text-muted-foreground">Les liens cessent de s'ouvrir ; rien n'est envoyé au client.</p>
          <Field id={`${id}-reason`} label="Raison">
            <NativeSelect id={`${id}-reason`} name="reason" required defaultValue="client-asked">
              {Object.entries(LINK_REVOKE_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-note`} label="Précision (facultative)">
            <Textarea id={`${id}-note`} name="note" rows={2} maxLength={LINK_NOTE_MAX} />
          </Field>
          <Button type="submit" variant="outline" className="w-full text-destructive hover:text-destructive">
            Révoquer les liens
          </Button>
        </form>
      </details>
    </section>
  );
}
