import { getDb } from "~/db/client.server";
import { PAYMENT_GATEWAYS, type PaymentGatewayId } from "~/db/schema/payments";
import { logger } from "~/lib/logger.server";
import { settleAttempt } from "~/payments/attempts.server";
import { GatewayUnavailableError } from "~/payments/gateway-client";
import { configuredGateways } from "~/payments/online-payments.server";
import type { Route } from "./+types/payment-webhook";

// A gateway's callback (issue 40): Konnect calls `GET …/konnect?payment_ref=…`, unsigned; Flouci
// posts its payment's id. Nothing in it is trusted: it only names a reference, which the server
// then asks the gateway about (attempts.server.ts). An unknown reference answers 200 and changes
// nothing; a gateway that cannot be asked now answers 503, and the job asks again later.

const REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

async function referenceOf(request: Request, gateway: PaymentGatewayId): Promise<string | null> {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get(gateway === "konnect" ? "payment_ref" : "payment_id");
  if (fromQuery) return fromQuery;
  if (request.method !== "POST") return null;
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await request.json()) as Record<string, unknown>;
      const value = body.payment_id ?? body.payment_ref ?? body.paymentRef;
      return typeof value === "string" ? value : null;
    }
    const form = await request.formData();
    const value = form.get("payment_id") ?? form.get("payment_ref");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

async function handle(request: Request, gatewayParam: string): Promise<Response> {
  const gatewayId = PAYMENT_GATEWAYS.find((id) => id === gatewayParam);
  const gateway = gatewayId ? configuredGateways().get(gatewayId) : undefined;
  if (!gatewayId || !gateway) return new Response("Not found", { status: 404 });
  const reference = await referenceOf(request, gatewayId);
  if (!reference || !REFERENCE.test(reference)) return new Response("Bad request", { status: 400 });
  try {
    await settleAttempt(getDb(), gateway, reference);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    logger.warn("Webhook de paiement : passerelle injoignable, vérification remise au job", { gateway: gatewayId });
    return new Response("Unavailable", { status: 503 });
  }
  return new Response("OK", { status: 200, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

export const loader = ({ request, params }: Route.LoaderArgs) => handle(request, params.gateway);
export const action = ({ request, params }: Route.ActionArgs) => handle(request, params.gateway);
