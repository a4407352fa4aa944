import { localeOfPath, localizedPath, splitLocalePath, type Locale } from "~/i18n/locale";

/** The query parameter and form field that carry where to go back after signing in. */
export const REDIRECT_TO_PARAM = "redirectTo";

// Any origin would do: it only tells a path of this site from a URL that leaves it.
const PROBE_ORIGIN = "https://imagine.invalid";

/**
 * A path of this site to send the visitor back to, or null. Only "/something" is kept: no scheme,
 * no "//host" (protocol-relative), no backslash (browsers read "/\host" as "//host"), no control
 * characters (browsers drop tabs and line breaks, which would join "/\t/host" into "//host").
 * /auth itself is refused in every language (/en/auth, /ar/auth), so a sign-in never lands back on
 * the sign-in page; the other pages keep their language's prefix (/en/compte).
 */
export function safeRedirectTo(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // Dot segments are resolved ("/./compte"), so check the path that a browser would request.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//")) return null;
  const page = splitLocalePath(url.pathname).path;
  if (page === "/auth" || page.startsWith("/auth/")) return null;
  return path;
}

/**
 * "/auth?redirectTo=/compte": the sign-in page that comes back to `path` afterwards, in the
 * language of `path` ("/en/compte" → "/en/auth?redirectTo=/en/compte") unless one is given.
 */
export function signInPathFor(path: string | null, locale?: Locale): string {
  const back = safeRedirectTo(path);
  const signIn = localizedPath(locale ?? (back ? localeOfPath(back) : "fr"), "/auth");
  return back ? `${signIn}?${new URLSearchParams({ [REDIRECT_TO_PARAM]: back }).toString()}` : signIn;
}
