import { ArrowLeft, Calculator, FilePlus2, LoaderCircle, Plus, Save, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { vatRateLabel, vatRateOptions } from "~/lib/vat-rates";
import { formatDate } from "~/lib/calendar-dates";
import { formatDateTimeFr } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { EVENT_QUOTE_TITLE } from "~/requests/event-quotes/event-quote-data";
import type { EditorState, LineFigure } from "~/requests/event-quotes/event-quote-draft.server";
import { LINE_KIND_LABELS } from "~/requests/event-quotes/event-quote-lines";
import { EVENT_QUOTE_LIMITS, type EventQuoteFormLine } from "~/requests/event-quotes/event-quote-schema";
import { DeleteDraftForm, DraftStatusLine, useDraftAutosave } from "./event-quote-draft-save";
import type { DraftStatus, EventQuoteEditorData } from "./event-quote-editor.server";
import { EventQuotesPanel } from "./event-quotes-panel";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

/**
 * The event quote editor (issue 24): the request's client and event, the lines as a plain form
 * (free lines, the site's packages and services, rental products with their dates), the totals the
 * server computed, and 'Émettre le devis'. Every button posts the whole form, so what was typed
 * comes back with each answer, a refusal included, with or without JavaScript. What is typed is the
 * request's draft (issue 38), saved as one types and given back when the editor is opened again;
 * `draft` is the draft's status after a post.
 */
export function EventQuoteEditor({ data, state, draft }: { data: EventQuoteEditorData; state: EditorState; draft?: DraftStatus }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const autosave = useDraftAutosave({
    messageId: data.messageId,
    action: data.editorPath,
    answer: draft ?? (data.draft ? { ok: true, savedAt: data.draft.savedAt } : null),
    answerKey: state.nonce,
  });
  // Said once, for the draft the page was opened on (until it is deleted); the line under the form says the rest.
  const [openedOnDraft] = useState(data.draft !== null);
  const { values, errors } = state;
  const { client } = data;
  const event = [client.eventType, client.eventDate ? formatDate(client.eventDate) : null, client.guests ? `${client.guests.toLocaleString("fr-FR")} invités` : null].filter(Boolean).join(" · ");

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link to={data.requestPath} className="flex w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          Demande de {client.name}
        </Link>
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Devis événement — {client.name}</h1>
        <p className="text-sm text-muted-foreground">
          {event} · {client.email}
          {client.phone ? ` · ${client.phone}` : ""} · Étape : {data.stage}
        </p>
        {openedOnDraft && data.draft ? (
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-gold/50 bg-gold/10 px-3 py-2 text-sm">
            <p>
              <span className="font-semibold">Brouillon repris</span> — enregistré le {formatDateTimeFr(data.draft.savedAt)} par {data.draft.savedBy}
              {data.latest ? `, à partir du devis ${data.latest.number} v${data.latest.version}` : ""}.
            </p>
            <DeleteDraftForm action={data.editorPath} back="editor" onConfirm={autosave.cancel} />
          </div>
        ) : null}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Form
          key={state.nonce}
          method="post"
          className="grid min-w-0 gap-6"
          aria-label="Lignes et émission du devis"
          preventScrollReset
          onChange={autosave.onChange}
          onSubmit={autosave.onSubmit}
        >
          <input type="hidden" name="based_on" value={values.based_on} />
          {/* Enter in a field recomputes the totals; it never issues the quote. */}
          <button type="submit" name="intent" value="recalculate" hidden tabIndex={-1} aria-hidden="true" />

          {state.formError ? (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
              {state.formError}
            </p>
          ) : null}

          <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <legend className="px-1 text-base font-semibold">Document</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TitleField defaultValue={values.title} error={errors.title} />
              <Field id="quote-notes" label="Remarques imprimées sur le devis" error={errors.notes}>
                <Textarea id="quote-notes" name="notes" rows={2} defaultValue={values.notes} maxLength={EVENT_QUOTE_LIMITS.notesMax} {...errorAria("quote-notes", errors.notes)} />
              </Field>
            </div>
          </fieldset>

          <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <legend className="px-1 text-base font-semibold">Lignes du devis</legend>
            {errors.lines ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.lines}
              </p>
            ) : null}
            {values.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucune ligne : ajoutez une formule, un service, une ligne libre ou du matériel ci-dessous.</p>
            ) : (
              <ol className="grid gap-3" aria-label="Lignes du devis">
                {values.lines.map((line, index) => (
                  <QuoteLine key={index} line={line} index={index} figure={state.lines[index]} errors={errors} busy={busy !== null} vatRates={state.vatRates} />
                ))}
              </ol>
            )}

            <div className="grid gap-4 rounded-lg border border-dashed p-3">
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <label htmlFor="quote-preset" className="text-sm font-medium">
                    Formule ou service du site
                  </label>
                  <NativeSelect id="quote-preset" name="preset" defaultValue={values.preset} {...errorAria("quote-preset", errors.preset)}>
                    <option value="">Choisir…</option>
                    {data.presets.map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.presets.map((preset) => (
                          <option key={preset.value} value={preset.value}>
                            {preset.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </NativeSelect>
                </div>
                <Button type="submit" name="intent" value="add-preset" variant="secondary" disabled={busy !== null}>
                  <Plus aria-hidden />
                  Ajouter la prestation
                </Button>
                <Button type="submit" name="intent" value="add-free" variant="outline" disabled={busy !== null}>
                  <Plus aria-hidden />
                  Ajouter une ligne libre
                </Button>
              </div>
              {errors.preset ? (
                <p id="quote-preset-error" role="alert" className="text-sm font-medium text-destructive">
                  {errors.preset}
                </p>
              ) : null}

              <div className="grid gap-3 border-t pt-3">
                <p className="text-sm font-medium">Matériel de location du catalogue</p>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_9.5rem_9.5rem] sm:items-end">
                  <div className="grid gap-1.5">
                    <label htmlFor="quote-search" className="text-xs font-medium">
                      Rechercher un produit
                    </label>
                    <Input id="quote-search" name="recherche" type="search" defaultValue={values.search} maxLength={100} placeholder="Enceinte, lyre, chaise…" {...errorAria("quote-search", errors.search)} />
                  </div>
                  <div className="grid gap-1.5">
                    <label htmlFor="quote-rental-quantity" className="text-xs font-medium">
                      Quantité à louer
                    </label>
                    <Input id="quote-rental-quantity" name="rental_quantity" type="number" inputMode="numeric" min={1} max={EVENT_QUOTE_LIMITS.rentalQuantityMax} defaultValue={values.rental_quantity} />
                  </div>
                  <div className="grid gap-1.5">
                    <label htmlFor="quote-rental-from" className="text-xs font-medium">
                      Location du
                    </label>
                    <Input id="quote-rental-from" name="rental_from" type="date" defaultValue={values.rental_from} />
                  </div>
                  <div className="grid gap-1.5">
                    <label htmlFor="quote-rental-to" className="text-xs font-medium">
                      Location au
                    </label>
                    <Input id="quote-rental-to" name="rental_to" type="date" defaultValue={values.rental_to} />
                  </div>
                </div>
                <Button type="submit" name="intent" value="search" variant="secondary" className="w-fit" disabled={busy !== null}>
                  <Search aria-hidden />
                  Rechercher
                </Button>
                {errors.search ? (
                  <p id="quote-search-error" role="alert" className="text-sm font-medium text-destructive">
                    {errors.search}
                  </p>
                ) : null}
                {values.search.trim() ? (
                  state.matches.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Aucun produit en location ne correspond à « {values.search.trim()} ».</p>
                  ) : (
                    <ul className="grid gap-2" aria-label="Produits trouvés">
                      {state.matches.map((product) => (
                        <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
                          <span className="min-w-0">
                            <span className="font-medium">{product.name}</span>
                            <span className="block text-xs text-muted-foreground">
                              {product.category} · {price(product.price)} HT / jour
                              {product.stock !== null ? ` · stock ${product.stock}` : ""}
                            </span>
                          </span>
                          <Button type="submit" name="intent" value={`add-rental:${product.id}`} size="sm" variant="outline" disabled={busy !== null} aria-label={`Ajouter ${product.name}`}>
                            <Plus aria-hidden />
                            Ajouter
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )
                ) : null}
              </div>
            </div>
          </fieldset>

          <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            <DraftStatusLine state={autosave.state} hasQuote={data.latest !== null} />
            <div className="flex flex-wrap items-center justify-between gap-2 sm:gap-3">
              {/* On a phone the two keep one row, by their first word (their names stay whole). */}
              <div className="flex flex-wrap items-center gap-2">
                <Button type="submit" name="intent" value="recalculate" variant="outline" disabled={busy !== null} aria-label="Mettre à jour les totaux" className="max-sm:px-3">
                  <Calculator aria-hidden className="max-sm:hidden" />
                  <span className="sm:hidden">Totaux</span>
                  <span className="max-sm:hidden">Mettre à jour les totaux</span>
                </Button>
                <Button type="submit" name="intent" value="draft" variant="outline" disabled={busy !== null} aria-label="Enregistrer le brouillon" className="max-sm:px-3">
                  {busy === "draft" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden className="max-sm:hidden" />}
                  <span className="sm:hidden">Enregistrer</span>
                  <span className="max-sm:hidden">Enregistrer le brouillon</span>
                </Button>
              </div>
              <Button type="submit" name="intent" value="issue" disabled={busy !== null}>
                {busy === "issue" ? <LoaderCircle className="animate-spin" aria-hidden /> : <FilePlus2 aria-hidden className="max-sm:hidden" />}
                {busy === "issue" ? "Émission…" : data.latest ? "Émettre une nouvelle version" : "Émettre le devis"}
              </Button>
            </div>
          </div>
        </Form>

        <aside className="grid min-w-0 gap-6" aria-label="Totaux et devis émis">
          <section aria-labelledby="quote-totals-title" className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <h2 id="quote-totals-title" className="text-base font-semibold">
              Totaux
            </h2>
            <dl className="grid gap-1.5 text-sm">
              <TotalRow label="Total HT" value={price(state.figures.totalHt)} />
              {state.figures.vatByRate.map((line) => (
                <TotalRow key={line.rate} label={`TVA ${vatRateLabel(line.rate)} sur ${price(line.base)}`} value={price(line.vat)} />
              ))}
              {state.figures.vatByRate.length > 1 ? <TotalRow label="Total TVA" value={price(state.figures.vat)} /> : null}
              <TotalRow label="Timbre fiscal" value={price(state.figures.stampDuty)} />
              <div className="mt-1 flex justify-between gap-3 border-t pt-2 text-base font-bold">
                <dt>Total TTC</dt>
                <dd className="tabular-nums" data-testid="event-quote-total-ttc">
                  {price(state.figures.totalTtc)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">Calculés par le serveur à chaque action, sur les lignes lisibles.</p>
          </section>
          <EventQuotesPanel data={data.panel} messageId={data.messageId} back="editor" />
        </aside>
      </div>
    </div>
  );
}

/**
 * The document's title with its count as one types (« 32/40 »): the browser does not cut it, the
 * server refuses a longer one and gives back what was typed (titleTooLongMessage).
 */
function TitleField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const [length, setLength] = useState(defaultValue.length);
  const max = EVENT_QUOTE_LIMITS.titleMax;
  const over = length - max;
  const aria = errorAria("quote-title", error);
  return (
    <Field id="quote-title" label="Titre du document" hint={`« ${EVENT_QUOTE_TITLE} » s'il est laissé vide ; ${max} caractères au plus.`} error={error}>
      <Input
        id="quote-title"
        name="title"
        defaultValue={defaultValue}
        placeholder={EVENT_QUOTE_TITLE}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={over > 0 || error ? true : undefined}
        aria-describedby={["quote-title-count", aria["aria-describedby"]].filter(Boolean).join(" ")}
      />
      <p id="quote-title-count" aria-live="polite" className={cn("-mt-1 text-right text-xs tabular-nums", over > 0 ? "font-medium text-destructive" : "text-muted-foreground")}>
        <span aria-hidden>
          {length}/{max}
        </span>
        <span className="sr-only">
          {length} caractères sur {max}
        </span>
        {over > 0 ? ` — ${over} de trop` : null}
      </p>
    </Field>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A line's fields and the suffix of their inputs' ids. */
const LINE_FIELD_IDS = { kind: "kind", description: "description", quantity: "quantity", unit_price: "price", vat_rate: "vat", product_id: "product", from: "from", to: "to" } as const;

function QuoteLine({
  line,
  index,
  figure,
  errors,
  busy,
  vatRates,
}: {
  line: EventQuoteFormLine;
  index: number;
  figure: LineFigure | undefined;
  errors: Record<string, string>;
  busy: boolean;
  vatRates: string[];
}) {
  const n = index + 1;
  const prefix = `line-${index}`;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  // Each field's message under the line, with the id its input's aria-describedby names.
  const lineErrors = Object.entries(LINE_FIELD_IDS).flatMap(([field, id]) => {
    const message = error(field);
    return message ? [{ id: `${prefix}-${id}-error`, message }] : [];
  });
  const rental = line.kind === "rental";
  const title = line.description.split("\n")[0]?.trim() || LINE_KIND_LABELS[line.kind];
  return (
    <li className="grid gap-3 rounded-lg border p-3" aria-label={`Ligne ${n} : ${title}`}>
      <input type="hidden" name="line_kind" value={line.kind} />
      <input type="hidden" name="line_product_id" value={line.product_id} />
      <div className="flex items-center justify-between gap-2">
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">{LINE_KIND_LABELS[line.kind]}</span>
        <p className="text-right text-sm">
          <span className="sr-only">Total de la ligne : </span>
          <span className="font-semibold tabular-nums">{figure?.total ? price(figure.total) : "—"}</span>
          {figure?.days ? <span className="block text-xs text-muted-foreground">sur {figure.days} jour{figure.days > 1 ? "s" : ""}</span> : null}
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${prefix}-description`} className="text-xs font-medium">
          Description
        </label>
        <Textarea
          id={`${prefix}-description`}
          name="line_description"
          rows={line.description.includes("\n") ? 3 : 1}
          defaultValue={line.description}
          maxLength={EVENT_QUOTE_LIMITS.descriptionMax}
          aria-label={`Description de la ligne ${n}`}
          {...errorAria(`${prefix}-description`, error("description"))}
        />
      </div>
      <div className={cn("grid grid-cols-2 gap-3", rental ? "sm:grid-cols-[5rem_7rem_6rem_1fr_1fr_auto]" : "sm:grid-cols-[6rem_10rem_7rem_auto]", "sm:items-end")}>
        <div className="grid gap-1.5">
          <label htmlFor={`${prefix}-quantity`} className="text-xs font-medium">
            Quantité
          </label>
          <Input
            id={`${prefix}-quantity`}
            name="line_quantity"
            inputMode="numeric"
            defaultValue={line.quantity}
            aria-label={`Quantité de la ligne ${n}`}
            {...errorAria(`${prefix}-quantity`, error("quantity"))}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${prefix}-price`} className="text-xs font-medium">
            {rental ? "Prix HT / jour" : "Prix unitaire HT"}
          </label>
          <Input
            id={`${prefix}-price`}
            name="line_unit_price"
            inputMode="decimal"
            defaultValue={line.unit_price}
            aria-label={`Prix unitaire HT de la ligne ${n}`}
            {...errorAria(`${prefix}-price`, error("unit_price"))}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${prefix}-vat`} className="text-xs font-medium">
            TVA
          </label>
          <NativeSelect id={`${prefix}-vat`} name="line_vat_rate" defaultValue={line.vat_rate} aria-label={`Taux de TVA de la ligne ${n}`} {...errorAria(`${prefix}-vat`, error("vat_rate"))}>
            {line.vat_rate === "" ? <option value="">Choisir</option> : null}
            {vatRateOptions(vatRates, line.vat_rate).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {rental ? (
          <>
            <div className="grid min-w-0 gap-1.5">
              <label htmlFor={`${prefix}-from`} className="text-xs font-medium">
                Du
              </label>
              <Input id={`${prefix}-from`} name="line_from" type="date" defaultValue={line.from} aria-label={`Début de la location, ligne ${n}`} {...errorAria(`${prefix}-from`, error("from"))} />
            </div>
            <div className="grid min-w-0 gap-1.5">
              <label htmlFor={`${prefix}-to`} className="text-xs font-medium">
                Au
              </label>
              <Input id={`${prefix}-to`} name="line_to" type="date" defaultValue={line.to} aria-label={`Fin de la location, ligne ${n}`} {...errorAria(`${prefix}-to`, error("to"))} />
            </div>
          </>
        ) : (
          <>
            <input type="hidden" name="line_from" value="" />
            <input type="hidden" name="line_to" value="" />
          </>
        )}
        <Button
          type="submit"
          name="intent"
          value={`remove:${index}`}
          variant="ghost"
          size="sm"
          className="col-span-2 w-fit text-destructive hover:bg-destructive/10 hover:text-destructive sm:col-span-1"
          aria-label={`Retirer la ligne ${n}`}
          disabled={busy}
        >
          <Trash2 aria-hidden />
          Retirer
        </Button>
      </div>
      {figure?.availability ? (
        <p className={cn("text-xs", figure.availability.ok ? "text-muted-foreground" : "font-medium text-destructive")}>{figure.availability.text}</p>
      ) : null}
      {lineErrors.map(({ id, message }) => (
        <p key={id} id={id} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ))}
    </li>
  );
}
