import { randomUUID } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { getAppSecret } from "./secret.server";
import { ToastSchema, type Toast, type ToastInput } from "./toast";

// A toast survives one redirect in a signed, short-lived cookie, then the root loader reads it
// once and clears it. This lets a plain form post (no JavaScript) end with a visible toast.
function toastCookie() {
  return createCookie("imagine_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production" && process.env.PUBLIC_URL?.startsWith("https://") === true,
    maxAge: 60,
    secrets: [getAppSecret()],
  });
}

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const toast = ToastSchema.parse({ ...input, id: input.id ?? randomUUID() });
  return new Headers({ "Set-Cookie": await toastCookie().serialize(toast) });
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const toastHeaders = await createToastHeaders(input);
  headers.append("Set-Cookie", toastHeaders.get("Set-Cookie")!);
  return redirect(url, { ...init, headers });
}

/** Reads the flashed toast, if any, and returns the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = toastCookie();
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) }),
  };
}
