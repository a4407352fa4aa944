// A payment as the local mock of the gateways keeps it in memory: one model for both, which each
// gateway's API (konnect-api.server.ts, flouci-api.server.ts) writes in its own words.

import { randomBytes } from "node:crypto";
import type { GatewayId } from "../gateway";

export type MockState = "pending" | "paid" | "failed" | "expired";

export type MockPayment = {
  gateway: GatewayId;
  reference: string;
  /** The amount asked when the payment was opened. */
  amountMillimes: number;
  /** What the gateway reports as paid once paid; `complete(ref, { amountMillimes })` may make it differ. */
  paidMillimes: number | null;
  /** As the buttons and the controls left it; a pending payment past `expiresAt` reads as expired. */
  state: MockState;
  merchantReference: string | null;
  description: string | null;
  webhookUrl: string | null;
  successUrl: string | null;
  failUrl: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** Flouci's pre-authorisation: null for a plain payment. "open" until confirmed or cancelled. */
  preAuthorization: { status: "open" | "confirmed" | "cancelled"; confirmedMillimes: number | null } | null;
  /** The body the client sent, for a test to read what the app asked. */
  request: unknown;
};

/** The payment's state now: a page left open past its lifespan has expired. */
export function currentState(payment: MockPayment, now = new Date()): MockState {
  return payment.state === "pending" && payment.expiresAt.getTime() <= now.getTime() ? "expired" : payment.state;
}

/** References in each gateway's own shape: Konnect's are 24 hex digits, Flouci's 22 base64url characters. */
export function newReference(gateway: GatewayId): string {
  return gateway === "konnect" ? randomBytes(12).toString("hex") : randomBytes(16).toString("base64url");
}

/** The keys the mock accepts, as the real gateways would check theirs. */
export type MockCredentials = {
  konnectApiKey: string;
  konnectWalletId: string;
  flouciAppToken: string;
  flouciAppSecret: string;
};

/** What a gateway's API handlers share with the mock's server. */
export type MockContext = {
  /** http://127.0.0.1:<port>, where the pay pages are. */
  baseUrl: string;
  payments: Map<string, MockPayment>;
  credentials: MockCredentials;
  /** A line for the person running the mock (the CLI prints them). */
  log: (line: string) => void;
};
