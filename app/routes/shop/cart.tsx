import { randomUUID } from "node:crypto";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { getProfilePrefill } from "~/account/profile-prefill.server";
import { ContentImage } from "~/components/content-image";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CartContents } from "~/rental/cart-panel";
import { useCart } from "~/rental/cart-store";
import { getCatalogueProduct, getFreeUnits, readPeriod } from "~/rental/catalogue.server";
import { handleCheckoutPost } from "~/rental/checkout-action.server";
import { CheckoutDialog } from "~/rental/checkout-dialog";
import { CheckoutFields, CheckoutHiddenFields } from "~/rental/checkout-form";
import { CHECKOUT_LIMITS, type CheckoutValues } from "~/rental/checkout-schema";
import { Price } from "~/rental/price";
import type { CatalogueProduct } from "~/rental/product";
import { decimalToCents } from "~/lib/pricing";
import { todayInTunis, type DateRange } from "~/lib/calendar-dates";
import { categoryName } from "~/rental/shop-labels";
import { messagesFor, useLocale, useLocalizedPath, useMessages } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import { retryAfterOf } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { fallbackLang, frenchFallback } from "~/content/translatable";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import type { Route } from "./+types/cart";

// The cart is personal: described for sharing, but kept out of search results.
export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...(loaderData?.meta ?? [{ title: `${messagesFor(localeOfPath(location.pathname)).shop.cart.title} | Imagine` }]),
  { name: "robots", content: "noindex" },
];

// A signed-in client's details may be in the page (the order form's prefill): no shared cache.
// The checkout's Retry-After (503, 429) reaches the client.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": "private", Vary: "Cookie", ...retryAfterOf(actionHeaders) };
}

/**
 * /panier. With JavaScript it shows the cart kept in the browser (localStorage) and its checkout
 * dialog. The server cannot read that storage, so without JavaScript the catalogue's
 * 'Ajouter au Panier' links here with ?produit=<id> (and the catalogue's chosen dates, ?du=&au=)
 * and the page renders, from the database, an order form for that one product on those dates:
 * a plain form posting to the same action, which ends on the order's page (303). Dates on which
 * the product is full are not proposed: the page says so (issue 38), and the action refuses them.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const m = messagesFor(locale).shop.cart;
  const productId = z.uuid().safeParse(url.searchParams.get("produit"));
  const product = productId.success ? ((await getCatalogueProduct(productId.data, locale)) ?? null) : null;
  const period = product ? readPeriod(url) : null;
  const free = product && period ? ((await getFreeUnits([product], period))[product.id] ?? null) : null;
  const full = free !== null && free <= 0;
  return {
    product,
    // The catalogue's dates, proposed unless the product is full on them.
    period: full ? null : period,
    fullPeriod: full ? period : null,
    // A signed-in client's details prefill the order form (also without JavaScript).
    prefill: await getProfilePrefill(request),
    // The no-JavaScript form's idempotency key, made with the form.
    idempotencyKey: randomUUID(),
    today: todayInTunis(),
    meta: seoMeta(
      await getPageSeo("/panier", {
        title: m.title,
        description: m.metaDescription,
      }, locale),
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return handleCheckoutPost(request);
}

function SingleProductOrder({
  product,
  idempotencyKey,
  today,
  actionData,
  prefill,
  period,
  fullPeriod,
}: {
  product: CatalogueProduct;
  idempotencyKey: string;
  today: string;
  actionData: Route.ComponentProps["actionData"];
  prefill: CheckoutValues | null;
  period: DateRange | null;
  fullPeriod: DateRange | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const shop = useMessages().shop;
  const m = shop.checkout;
  const locale = useLocale();
  const failed = actionData?.status === "error" ? actionData : undefined;
  return (
    <section aria-labelledby="commande-article" className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="commande-article" className="text-2xl font-semibold">
        {m.title}
      </h2>
      <div className="flex gap-4">
        <ContentImage src={product.image_url} alt={product.name} lang={fallbackLang(product, "name")} width={120} height={90} sizes="120px" className="shrink-0" imgClassName="h-[90px] w-[120px] rounded-md object-cover" />
        <div className="grid gap-1">
          <p className="font-semibold" {...frenchFallback(product, "name")}>
            {product.name}
          </p>
          <p className="text-sm text-muted-foreground">{categoryName(shop, product.category)}</p>
          <p className="font-bold text-primary">
            <Price cents={decimalToCents(product.price) ?? 0n} period={product.period} />
          </p>
        </div>
      </div>
      {fullPeriod && !failed ? (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {m.fullPeriod(formatDay(locale, fullPeriod.from), formatDay(locale, fullPeriod.to))}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {m.failureWith(failed.message)}
        </p>
      ) : null}
      <Form method="post" className="grid gap-4">
        <CheckoutHiddenFields idempotencyKey={idempotencyKey} enhanced={false} />
        <input type="hidden" name="line_id" value={product.id} />
        <input type="hidden" name="line_from" value="" />
        <input type="hidden" name="line_to" value="" />
        <Field id="panier-quantite" label={m.quantityLabel} hint={m.quantityHint}>
          <Input id="panier-quantite" name="line_quantity" type="number" min={1} max={CHECKOUT_LIMITS.quantityMax} step={1} defaultValue={1} required className="max-w-32" />
        </Field>
        <CheckoutFields values={failed?.values ?? prefill ?? undefined} errors={failed?.fieldErrors} period={period ?? undefined} today={today} idPrefix="panier" />
        <Button type="submit" variant="brand" size="lg" disabled={sending}>
          {sending ? m.sending : m.submit}
        </Button>
      </Form>
    </section>
  );
}

function BrowserCart({ prefill }: { prefill: CheckoutValues | null }) {
  const items = useCart();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const m = useMessages().shop.cart;
  return (
    <section aria-label={m.items} className="rounded-xl border bg-card p-6 shadow-sm">
      <CartContents items={items} onCheckout={() => setCheckoutOpen(true)} />
      <CheckoutDialog open={checkoutOpen} onOpenChange={setCheckoutOpen} prefill={prefill} />
      <noscript>
        <p className="mt-4 text-sm text-muted-foreground">
          {m.noscript}
        </p>
      </noscript>
    </section>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { product, idempotencyKey, today, prefill, period, fullPeriod } = loaderData;
  const m = useMessages().shop.cart;
  const href = useLocalizedPath();
  return (
    <main className="mx-auto grid max-w-3xl gap-8 px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">{m.title}</h1>
      {product ? (
        <SingleProductOrder
          product={product}
          idempotencyKey={idempotencyKey}
          today={today}
          actionData={actionData}
          prefill={prefill}
          period={period}
          fullPeriod={fullPeriod}
        />
      ) : (
        <BrowserCart prefill={prefill} />
      )}
      <Link to={href("/location-materiel")} className={buttonVariants({ variant: "outline" })}>
        {m.continue}
      </Link>
    </main>
  );
}
