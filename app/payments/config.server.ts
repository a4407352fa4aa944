// Which gateways the agency has set up, read from the environment (app/lib/env.server.ts). A
// gateway is offered only when all its keys are set; the environment's schema already refuses one
// key without its pair, so "off" here means "not set up", never "half set up".

import type { Env } from "~/lib/env.server";
import type { GatewayId } from "./gateway";
import type { FlouciConfig } from "./flouci.server";
import type { KonnectConfig } from "./konnect.server";

export type GatewayConfigs = { konnect: KonnectConfig | null; flouci: FlouciConfig | null };

type GatewayEnv = Pick<Env, "KONNECT_API_URL" | "KONNECT_API_KEY" | "KONNECT_WALLET_ID" | "FLOUCI_API_URL" | "FLOUCI_APP_TOKEN" | "FLOUCI_APP_SECRET">;

/** Each gateway's configuration, or null when it is off. */
export function gatewayConfigs(env: GatewayEnv): GatewayConfigs {
  return {
    konnect:
      env.KONNECT_API_KEY && env.KONNECT_WALLET_ID
        ? { apiUrl: env.KONNECT_API_URL, apiKey: env.KONNECT_API_KEY, walletId: env.KONNECT_WALLET_ID }
        : null,
    flouci:
      env.FLOUCI_APP_TOKEN && env.FLOUCI_APP_SECRET
        ? { apiUrl: env.FLOUCI_API_URL, appToken: env.FLOUCI_APP_TOKEN, appSecret: env.FLOUCI_APP_SECRET }
        : null,
  };
}

/** The gateways that are on, in the order the client is offered them. */
export function enabledGateways(configs: GatewayConfigs): GatewayId[] {
  return (["konnect", "flouci"] as const).filter((id) => configs[id] !== null);
}
