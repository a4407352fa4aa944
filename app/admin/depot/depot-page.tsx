import { ArrowLeft, CircleCheck, FileText, LoaderCircle, PackageMinus, PackageOpen, PackagePlus, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { OrderStatusBadge } from "~/admin/components/order-status-badge";
import { ShopNav } from "~/admin/components/shop-nav";
import { useDeskToast } from "~/admin/use-desk-toast";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { DEPOT_LIMITS } from "~/equipment/depot-schema";
import { ChargeForm } from "./charge-form";
import type { ChargePreviewResult, DepotFailure, DepotPageData } from "./depot-page.server";

type Line = DepotPageData["lines"][number];
type Result = DeskActionResult | DepotFailure | ChargePreviewResult | { error: string } | undefined;

const isDeskResult = (result: Result): result is DeskActionResult => Boolean(result && "toast" in result);

/**
 * The order at the depot (issue 23), made for a phone in a hand at the loading bay: the products
 * with what left and what came back, then 'Départ' and 'Retour' as plain forms with large fields
 * (they work before JavaScript, and without it).
 */
export function DepotPage({ data, result }: { data: DepotPageData; result: Result }) {
  const deskResult = isDeskResult(result) ? result : undefined;
  useDeskToast(deskResult);
  const failure = deskResult && !deskResult.ok && "intent" in deskResult ? (deskResult as DepotFailure) : undefined;
  const preview = result && "intent" in result && result.intent === "preview-charge" ? result : undefined;
  const { order, number } = data;
  return (
    // One column no wider than the screen: a form's widest control wraps or shrinks inside it.
    <div className="grid grid-cols-1 gap-6">
      <ShopNav />
      <header className="grid gap-3">
        <Link to={`/admin/shop/commandes/${number}`} className="flex min-h-11 w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          La commande {number}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold tabular-nums sm:text-3xl">Dépôt · {number}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            {order.clientName}
            {order.company ? <span className="font-normal text-muted-foreground"> · {order.company}</span> : null}
          </p>
          <p>{order.schedule}</p>
          <p className="text-muted-foreground">{order.fulfilment === "pickup" ? "Retrait au dépôt" : `Livraison : ${order.address}`}</p>
          {order.notes ? <p className="rounded-md bg-muted/60 px-3 py-2 break-words whitespace-pre-line">{order.notes}</p> : null}
        </div>
        <a href={`/admin/shop/commandes/${number}/bon-de-sortie.pdf`} className="flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <FileText className="size-4" aria-hidden />
          Bon de sortie (PDF)
        </a>
      </header>

      {deskResult ? (
        <noscript>
          <DeskResultLine result={deskResult} />
        </noscript>
      ) : null}

      <EquipmentSummary lines={data.lines} />

      <DepotStandingLine standing={data.standing} number={number} canComplete={data.allBack} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        {data.canCheckOut ? <CheckOutForm data={data} failure={failure?.intent === "check-out" ? failure : undefined} /> : null}
        {data.canCheckIn ? <CheckInForm data={data} failure={failure?.intent === "check-in" ? failure : undefined} /> : null}
        {data.canCharge ? (
          <ChargeForm
            key={`charge-${data.revision}-${data.charges}-${data.editing?.id ?? ""}`}
            data={data}
            failure={failure?.intent === "add-charge" ? failure : undefined}
            preview={preview}
          />
        ) : null}
      </div>
      {!data.canCheckOut && !data.canCheckIn && data.standing.kind !== "back" ? (
        <p className="rounded-lg border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">
          {order.status === "new"
            ? "Cette commande n'est pas encore confirmée : rien ne part du dépôt."
            : order.status === "cancelled"
              ? "Cette commande est annulée : rien ne part du dépôt."
              : "Rien à faire partir ni à rentrer pour cette commande."}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where the equipment stands (depot-text.ts): what is still out, or that nothing is awaited any
 * more — everything back (green), or with units missing (amber, named) — and, on an order still
 * 'En cours', that it can be completed.
 */
function DepotStandingLine({ standing, number, canComplete }: { standing: DepotPageData["standing"]; number: string; canComplete: boolean }) {
  if (standing.kind === "none") return null;
  const tone =
    standing.kind === "out" ? "border-border bg-muted/50" : standing.missing > 0 ? "border-amber-300 bg-amber-50 text-amber-950" : "border-success/40 bg-success/10";
  const Icon = standing.kind === "out" ? PackageOpen : standing.missing > 0 ? TriangleAlert : CircleCheck;
  return (
    <p role="status" data-testid="depot-standing" className={cn("flex items-start gap-2 rounded-lg border px-4 py-3 text-sm", tone)}>
      <Icon className={cn("mt-0.5 size-4 shrink-0", standing.kind === "back" && standing.missing === 0 && "text-success")} aria-hidden />
      <span>
        {standing.text}.
        {standing.kind === "back" && canComplete ? (
          <>
            {" "}
            La commande peut être{" "}
            <Link to={`/admin/shop/commandes/${number}`} className="font-semibold text-primary underline underline-offset-4">
              terminée
            </Link>
            .
          </>
        ) : null}
      </span>
    </p>
  );
}

function EquipmentSummary({ lines }: { lines: Line[] }) {
  return (
    <section aria-labelledby="depot-summary-title" className="grid gap-2">
      <h2 id="depot-summary-title" className="text-lg font-semibold">
        Matériel de la commande
      </h2>
      <ul className="grid gap-2">
        {lines.map((line) => (
          <li key={line.productId} className="grid gap-1 rounded-xl border bg-card p-3 text-sm shadow-sm">
            <span className="font-semibold break-words">{line.name}</span>
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground tabular-nums">
              <span>Commandé : {line.ordered}</span>
              <span>Parti : {line.out}</span>
              <span>Rentré : {line.returned}</span>
              {line.damaged ? <span className="text-destructive">Endommagé : {line.damaged}</span> : null}
              {line.missing ? <span className="text-destructive">Manquant : {line.missing}</span> : null}
              {line.outstanding ? <span className="font-semibold text-foreground">Encore dehors : {line.outstanding}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuantityField({ id, name, label, defaultValue, max, invalid }: { id: string; name: string; label: string; defaultValue: string; max: number; invalid?: boolean }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        required
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        className="h-12 w-full rounded-md border border-input bg-background px-3 text-lg font-semibold tabular-nums shadow-xs aria-invalid:border-destructive"
      />
    </div>
  );
}

function FormFailure({ failure }: { failure?: DepotFailure }) {
  if (!failure) return null;
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium">
      {failure.error}
    </p>
  );
}

function NoteField({ id, failure, hint }: { id: string; failure?: DepotFailure; hint: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Note</Label>
      <Textarea
        id={id}
        name="note"
        rows={3}
        maxLength={DEPOT_LIMITS.noteMax}
        defaultValue={failure?.values.note ?? ""}
        aria-invalid={failure?.field === "note" || undefined}
        aria-describedby={`${id}-hint`}
        className="text-base"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

function CheckOutForm({ data, failure }: { data: DepotPageData; failure?: DepotFailure }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "check-out";
  const lines = data.lines.filter((line) => line.toLeave > 0);
  return (
    <section aria-labelledby="depot-out-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="depot-out-title" className="flex items-center gap-2 text-lg font-semibold">
        <PackageMinus className="size-5 text-primary" aria-hidden />
        Départ
      </h2>
      <p className="text-sm text-muted-foreground">Ce qui quitte le dépôt maintenant : tout ce qui reste à partir, ou moins avec une note.</p>
      {/* Remade after each save (its revision): the fields show what remains, not what was typed. */}
      <Form method="post" key={`out-${data.revision}`} className="grid gap-3">
        <input type="hidden" name="revision" value={data.revision} />
        <FormFailure failure={failure} />
        {lines.map((line) => {
          const name = `out_${line.productId}`;
          return (
            <fieldset key={line.productId} className="grid gap-2 rounded-lg border p-3">
              <legend className="px-1 text-sm font-semibold break-words">{line.name}</legend>
              <QuantityField
                id={`depot-${name}`}
                name={name}
                label={`Part maintenant (sur ${line.toLeave})`}
                defaultValue={failure?.values[name] ?? String(line.toLeave)}
                max={line.toLeave}
                invalid={failure?.field === name}
              />
            </fieldset>
          );
        })}
        <NoteField id="depot-out-note" failure={failure} hint="Obligatoire si tout ne part pas : le reste part plus tard ou pas du tout." />
        <Button type="submit" name="intent" value="check-out" size="lg" className="min-h-12 w-full text-base sm:w-auto" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <PackageMinus aria-hidden />}
          Enregistrer le départ
        </Button>
      </Form>
    </section>
  );
}

function CheckInForm({ data, failure }: { data: DepotPageData; failure?: DepotFailure }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "check-in";
  const lines = data.lines.filter((line) => line.outstanding > 0);
  return (
    <section aria-labelledby="depot-in-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="depot-in-title" className="flex items-center gap-2 text-lg font-semibold">
        <PackagePlus className="size-5 text-primary" aria-hidden />
        Retour
      </h2>
      <p className="text-sm text-muted-foreground">
        Ce qui revient : en bon état, endommagé ou manquant. Un retour partiel laisse le reste dehors ; une unité endommagée ou manquante part en maintenance.
      </p>
      <Form method="post" encType="multipart/form-data" key={`in-${data.revision}`} className="grid gap-3">
        <input type="hidden" name="revision" value={data.revision} />
        <FormFailure failure={failure} />
        {lines.map((line) => {
          const field = (kind: "returned" | "damaged" | "missing") => `${kind}_${line.productId}`;
          const value = (kind: "returned" | "damaged" | "missing", fallback: number) => failure?.values[field(kind)] ?? String(fallback);
          return (
            <fieldset key={line.productId} className={cn("grid gap-2 rounded-lg border p-3", failure?.field === field("returned") && "border-destructive")}>
              <legend className="px-1 text-sm font-semibold break-words">
                {line.name} <span className="font-normal text-muted-foreground">— {line.outstanding} dehors</span>
              </legend>
              <div className="grid grid-cols-3 gap-2">
                <QuantityField id={`depot-${field("returned")}`} name={field("returned")} label="En bon état" defaultValue={value("returned", line.outstanding)} max={line.outstanding} invalid={failure?.field === field("returned")} />
                <QuantityField id={`depot-${field("damaged")}`} name={field("damaged")} label="Endommagées" defaultValue={value("damaged", 0)} max={line.outstanding} />
                <QuantityField id={`depot-${field("missing")}`} name={field("missing")} label="Manquantes" defaultValue={value("missing", 0)} max={line.outstanding} />
              </div>
            </fieldset>
          );
        })}
        <NoteField id="depot-in-note" failure={failure} hint="Obligatoire s'il y a des dommages ou des manques : décrivez-les." />
        <div className="grid gap-1.5">
          <Label htmlFor="depot-in-photos">Photos</Label>
          {/* capture: the phone opens its camera; on a computer, the file picker. */}
          <input
            id="depot-in-photos"
            name="photos"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            aria-invalid={failure?.field === "photos" || undefined}
            aria-describedby="depot-in-photos-hint"
            className="min-h-12 rounded-md border border-input bg-background px-3 py-2.5 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-medium"
          />
          <p id="depot-in-photos-hint" className="text-xs text-muted-foreground">
            JPEG, PNG, WebP ou AVIF, 10 Mo au plus chacune, {DEPOT_LIMITS.photosMax} au plus : les dommages, le matériel à son retour.
          </p>
        </div>
        <Button type="submit" name="intent" value="check-in" size="lg" className="min-h-12 w-full text-base sm:w-auto" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <PackagePlus aria-hidden />}
          Enregistrer le retour
        </Button>
      </Form>
    </section>
  );
}
