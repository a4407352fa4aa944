// One HTTP call to a gateway, as both clients make it: a 3 s limit, the answer's status sorted
// into the GatewayError kinds, the body checked against the documented shape. The client's page
// waits on these calls (a payment is opened while the payer waits), so a slow gateway is given up
// on rather than waited for.

import type { z } from "zod";
import { logger } from "~/lib/logger.server";
import { GatewayError, type GatewayErrorKind, type GatewayId } from "./gateway";

/** Issue 40: no call to a gateway may hold the client's request longer than this. */
export const GATEWAY_TIMEOUT_MS = 3000;

export type GatewayCall<T> = {
  gateway: GatewayId;
  /** Names the call in errors and logs ("init-payment", "verify_payment"): no key, no amount. */
  operation: string;
  url: string;
  method: "GET" | "POST";
  /** Credentials go here only: they are sent, never logged nor put in an error. */
  headers: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
};

/** Which kind of failure an HTTP status is; null for a success. */
export function kindOfStatus(status: number): GatewayErrorKind | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 500 || status === 429 || status === 408) return "unavailable";
  return "refused";
}

/** Logs and throws the call's failure; also used by a client when a readable answer says no. */
export function failGatewayCall(call: Pick<GatewayCall<unknown>, "gateway" | "operation">, kind: GatewayErrorKind, detail: string, status: number | null = null): never {
  const error = new GatewayError(call.gateway, kind, `${call.gateway} ${call.operation}: ${detail}`, status);
  logger.warn("payment gateway call failed", { gateway: call.gateway, operation: call.operation, kind, status, detail: error.detail });
  throw error;
}

/** The network error's own name or code ("ECONNREFUSED"), never its message (which may quote the request). */
function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; name?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : typeof cause?.name === "string" ? cause.name : null;
  return code ?? (error instanceof Error ? error.name : "unknown error");
}

// By name: the DOMException fetch rejects with is not always the global class.
const isTimeout = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
};

/** Makes the call and returns the parsed answer and the body as sent, or throws a GatewayError. */
export async function callGateway<T>(call: GatewayCall<T>): Promise<{ data: T; raw: unknown }> {
  const signal = AbortSignal.timeout(GATEWAY_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: { accept: "application/json", ...(call.body === undefined ? {} : { "content-type": "application/json" }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
      // A redirect would carry Konnect's x-api-key to wherever it points (fetch drops only
      // Authorization across origins): a gateway's API does not redirect, so one is an error.
      redirect: "error",
    });
  } catch (error) {
    if (isTimeout(error)) failGatewayCall(call, "timeout", `no answer within ${GATEWAY_TIMEOUT_MS} ms`);
    failGatewayCall(call, "unavailable", `no connection (${networkCause(error)})`);
  }

  let text: string;
  try {
    // The same signal limits the body: a gateway that sends its headers and then stalls is slow too.
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) failGatewayCall(call, "timeout", `answer not finished within ${GATEWAY_TIMEOUT_MS} ms`, response.status);
    failGatewayCall(call, "unavailable", `answer cut off (${networkCause(error)})`, response.status);
  }

  const kind = kindOfStatus(response.status);
  if (kind) failGatewayCall(call, kind, `HTTP ${response.status}`, response.status);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    failGatewayCall(call, "invalid-answer", `HTTP ${response.status} with a body that is not JSON`, response.status);
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    // Paths only: an issue's message may quote the value it refused.
    const paths = parsed.error.issues.map((issue) => issue.path.join(".") || "(root)").join(", ");
    failGatewayCall(call, "invalid-answer", `unexpected answer (${paths})`, response.status);
  }
  return { data: parsed.data, raw: json };
}
