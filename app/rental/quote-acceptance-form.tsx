import { FileCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTimeFr } from "~/lib/dates";
import { ACCEPTANCE_NAME_MAX } from "~/orders/quote-acceptance-schema";
import type { ClientOrder } from "./client-order.server";

type Quote = NonNullable<ClientOrder["quote"]>;

/**
 * 'Accepter le devis' on the client's page (issue 22): the latest quote version, the client's name
 * and 'Bon pour accord'. A plain form: it works before JavaScript; a refusal keeps the typed name.
 */
export function QuoteAcceptanceForm({ quote, href, failure }: { quote: Quote; href: string | undefined; failure?: { message: string; name: string } }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "accept-quote";
  const label = `${quote.number}${quote.version > 1 ? ` (version ${quote.version})` : ""}`;
  if (quote.accepted) {
    return (
      <section aria-labelledby="client-quote-title" className="grid gap-2 rounded-2xl border border-success/40 bg-success/10 p-5 shadow-sm">
        <h2 id="client-quote-title" className="flex items-center gap-2 font-display text-xl font-bold">
          <FileCheck className="size-5 text-success" aria-hidden />
          Devis accepté
        </h2>
        <p className="text-sm">
          Le devis {label} a été accepté par {quote.accepted.name} le {formatDateTimeFr(quote.accepted.at)}.
        </p>
      </section>
    );
  }
  if (!quote.canAccept) return null;
  return (
    <section aria-labelledby="client-quote-title" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id="client-quote-title" className="font-display text-xl font-bold">
        Accepter le devis
      </h2>
      <p className="text-sm text-muted-foreground">
        Votre bon pour accord porte sur le devis {label}
        {href ? (
          <>
            {" "}
            (
            <a href={href} className="font-medium text-primary underline-offset-2 hover:underline" rel="noreferrer">
              le lire en PDF
            </a>
            )
          </>
        ) : null}
        . Il est enregistré avec la date et l'heure de votre accord.
      </p>
      <Form method="post" className="grid gap-3" preventScrollReset>
        <input type="hidden" name="document" value={quote.documentId} />
        <div className="grid gap-2">
          <label htmlFor="accept-name" className="text-sm font-medium">
            Votre nom et prénom *
          </label>
          <input
            id="accept-name"
            name="name"
            required
            minLength={3}
            maxLength={ACCEPTANCE_NAME_MAX}
            autoComplete="name"
            defaultValue={failure?.name ?? ""}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? "accept-error" : undefined}
            className="h-11 rounded-md border border-input bg-card px-3 text-base md:text-sm"
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" name="agree" required className="size-5 accent-primary" />
          Bon pour accord
        </label>
        {failure ? (
          <p id="accept-error" className="text-sm font-medium text-destructive" role="alert">
            {failure.message}
          </p>
        ) : null}
        <Button type="submit" name="intent" value="accept-quote" className="w-fit" disabled={sending}>
          {sending ? "Envoi…" : "Accepter le devis"}
        </Button>
      </Form>
    </section>
  );
}
