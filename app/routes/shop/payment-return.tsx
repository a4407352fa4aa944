import { data, Link, redirect } from "react-router";
import { ClientPage } from "~/components/client-page";
import { getDb } from "~/db/client.server";
import { rental_orders } from "~/db/schema";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { messagesFor, useMessages } from "~/i18n/messages";
import { decimalToCents, formatPriceIn } from "~/lib/pricing";
import { redirectWithToast } from "~/lib/toast.server";
import { getAttempt, settleAttempt } from "~/payments/attempts.server";
import { GatewayUnavailableError } from "~/payments/gateway-client";
import { configuredGateways, orderPageFor } from "~/payments/online-payments.server";
import { eq } from "drizzle-orm";
import type { Route } from "./+types/payment-return";

// Where a gateway sends the client back, paid or not (issue 40). Nothing here trusts the way back:
// the attempt is asked about at the gateway first. Paid → the order's page with 'Paiement reçu'
// ('Caution déposée' for a caution held on the card);
// refused or expired → the order's page, which says so with its buttons again; not settled yet →
// 'Paiement en cours de vérification', which reloads itself (no JavaScript needed).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const m = messagesFor(locale).shop.order;
  const notFound = () => data({ error: m.notFound }, { status: 404 });
  if (!UUID.test(params.attempt)) throw notFound();
  const db = getDb();
  let attempt = await getAttempt(db, params.attempt);
  if (!attempt) throw notFound();
  const gateway = configuredGateways().get(attempt.gateway);
  if (attempt.state === "open" && gateway) {
    try {
      attempt = (await settleAttempt(db, gateway, attempt.reference)) ?? attempt;
    } catch (error) {
      // The gateway cannot answer now: the page waits, the job asks again later.
      if (!(error instanceof GatewayUnavailableError)) throw error;
    }
  }
  const [order] = await db.select({ id: rental_orders.id, link_version: rental_orders.link_version }).from(rental_orders).where(eq(rental_orders.id, attempt.order_id));
  if (!order) throw notFound();
  const orderPage = orderPageFor(order, locale);
  if (attempt.state === "paid") {
    const amount = formatPriceIn(locale, decimalToCents(attempt.received_amount ?? attempt.amount) ?? 0n);
    // A caution accepted is held on the card, not paid: said as such.
    throw await redirectWithToast(
      orderPage,
      attempt.purpose === "caution"
        ? { type: "success", title: m.online.cautionDeposited, description: m.online.cautionDepositedText(amount) }
        : { type: "success", title: m.online.received, description: m.online.receivedText(amount) },
    );
  }
  if (attempt.state !== "open") throw redirect(orderPage);
  return data({ orderPage }, { headers: { "Cache-Control": "no-store" } });
}

export function meta({ location }: Route.MetaArgs) {
  const m = messagesFor(localeOfPath(location.pathname)).shop.order.online;
  return [{ title: `${m.verifyingTitle} | Imagine` }, { name: "robots", content: "noindex" }];
}

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const m = useMessages().shop.order.online;
  return (
    <ClientPage eyebrow={m.title} title={m.verifyingTitle} intro={<span role="status">{m.verifyingText}</span>}>
      {/* Asks again every 5 seconds (React puts it in <head>): the gateway's confirmation usually follows in a moment. */}
      <meta httpEquiv="refresh" content="5" />
      <p>
        <Link to={loaderData.orderPage} className="text-sm font-medium text-primary underline underline-offset-4">
          {m.back}
        </Link>
      </p>
    </ClientPage>
  );
}
