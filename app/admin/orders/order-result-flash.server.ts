// The answer of a plain form post of the order page (no JavaScript yet), carried over the redirect
// back to the page in a signed cookie that the page's loader reads once (order-actions.server.ts).

import { createCookie } from "react-router";
import { getAppSecret } from "~/lib/secret.server";
import type { OrderPageResult } from "./order-results";

// The answer of a plain form post, for the order page's next load only.
function orderResultCookie() {
  return createCookie("imagine_order_result", {
    path: "/admin/shop/commandes",
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production" && process.env.PUBLIC_URL?.startsWith("https://") === true,
    maxAge: 60,
    secrets: [getAppSecret()],
  });
}

/** A browser keeps a cookie of 4 KB at most: a long form's typed values are left out beyond it. */
const FLASH_MAX = 3800;

export async function flashOrderResult(orderNumber: number, result: OrderPageResult): Promise<string> {
  const cookie = orderResultCookie();
  const whole = await cookie.serialize({ orderNumber, result });
  if (whole.length <= FLASH_MAX) return whole;
  const { ok, toast } = result;
  const short = ok ? { ok, toast } : { ok, toast, status: result.status, error: result.error };
  return cookie.serialize({ orderNumber, result: short });
}

/** The answer flashed for this order's page, if any, and the header that clears it. */
export async function readOrderResult(request: Request, orderNumber: number): Promise<{ result: OrderPageResult | null; headers: Headers | undefined }> {
  const cookie = orderResultCookie();
  const flashed = (await cookie.parse(request.headers.get("Cookie"))) as { orderNumber?: unknown; result?: OrderPageResult } | null;
  if (!flashed) return { result: null, headers: undefined };
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { result: flashed.orderNumber === orderNumber && flashed.result ? flashed.result : null, headers };
}
