// Konnect's and Flouci's clients behind the one interface the attempts use (gateway-client.ts):
// `open` and `check`. A gateway that gives no usable answer, whatever the reason (slow, down,
// refusing the keys, answering nonsense), is a GatewayUnavailableError there: nothing is recorded
// and the client is asked to try again; the GatewayError with its kind and detail is its cause.

import type { PaymentGatewayId } from "~/db/schema/payments";
import type { GatewayConfigs } from "./config.server";
import * as flouci from "./flouci.server";
import { GatewayError, type CreatePaymentInput, type CreatedPayment, type VerifiedPayment } from "./gateway";
import { GatewayUnavailableError, type CardHolds, type GatewayClient, type OpenPaymentInput } from "./gateway-client";
import * as konnect from "./konnect.server";

function createInput(input: OpenPaymentInput): CreatePaymentInput {
  return {
    amountMillimes: input.amountMillimes,
    merchantReference: input.attemptId,
    description: input.description,
    webhookUrl: input.webhookUrl,
    // The return page verifies the attempt either way: one address for both outcomes.
    successUrl: input.returnUrl,
    failUrl: input.returnUrl,
    lifespanMinutes: input.lifespanMinutes,
    payer: { firstName: input.payer.firstName, lastName: input.payer.lastName, email: input.payer.email, ...(input.payer.phone && { phoneNumber: input.payer.phone }) },
  };
}

async function unavailableUnlessAnswered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const unavailable = new GatewayUnavailableError(error.gateway, error.kind);
    unavailable.cause = error;
    throw unavailable;
  }
}

type Client<Config> = {
  createPayment(config: Config, input: CreatePaymentInput): Promise<CreatedPayment>;
  verifyPayment(config: Config, reference: string): Promise<VerifiedPayment>;
};

function adapt<Config>(id: PaymentGatewayId, client: Client<Config>, config: Config): GatewayClient {
  return {
    id,
    open: (input) => unavailableUnlessAnswered(() => client.createPayment(config, createInput(input))),
    check: (reference) =>
      unavailableUnlessAnswered(async () => {
        const { state, amountMillimes } = await client.verifyPayment(config, reference);
        return { state, amountMillimes };
      }),
  };
}

/** Flouci's pre-authorisation, behind CardHolds. */
function flouciHolds(config: flouci.FlouciConfig): CardHolds {
  return {
    open: (input) => unavailableUnlessAnswered(() => flouci.createPreAuthorization(config, createInput(input))),
    capture: (reference, amountMillimes) =>
      unavailableUnlessAnswered(async () => {
        await flouci.confirmPreAuthorization(config, reference, amountMillimes);
      }),
    release: (reference) =>
      unavailableUnlessAnswered(async () => {
        await flouci.cancelPreAuthorization(config, reference);
      }),
  };
}

/** The configured gateways' clients, by id: none for a gateway that is off. */
export function gatewayClients(configs: GatewayConfigs): Map<PaymentGatewayId, GatewayClient> {
  const clients = new Map<PaymentGatewayId, GatewayClient>();
  if (configs.konnect) clients.set("konnect", adapt("konnect", konnect, configs.konnect));
  if (configs.flouci) clients.set("flouci", { ...adapt("flouci", flouci, configs.flouci), holds: flouciHolds(configs.flouci) });
  return clients;
}
