import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

// Video providers whose players may be embedded after a click (hero modal, video pages).
const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"];

/** The depot's scanner: the one document that compiles WebAssembly (its QR reader). */
export const SCANNER_PATH = "/admin/shop/scanner";

/**
 * Where a pay button's answer may send the client (issue 40): CSP's form-action also applies to
 * the redirect that follows a form post, and the 303 goes to the gateway's page. The pay pages'
 * hosts of the gateways configured, and their API's origin (the contract mock serves both).
 */
export function paymentPageOrigins(config: {
  KONNECT_API_KEY?: string;
  KONNECT_API_URL: string;
  FLOUCI_APP_TOKEN?: string;
  FLOUCI_API_URL: string;
}): string[] {
  const origins = new Set<string>();
  if (config.KONNECT_API_KEY) {
    for (const origin of ["https://gateway.konnect.network", "https://gateway.sandbox.konnect.network", new URL(config.KONNECT_API_URL).origin]) origins.add(origin);
  }
  if (config.FLOUCI_APP_TOKEN) {
    for (const origin of ["https://flouci.com", "https://*.flouci.com", new URL(config.FLOUCI_API_URL).origin]) origins.add(origin);
  }
  return [...origins];
}

export function contentSecurityPolicy(nonce: string, { dev, wasm = false, formTargets = [] }: { dev: boolean; wasm?: boolean; formTargets?: string[] }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Vite's dev client injects inline modules and needs eval for HMR; production does not.
    // 'wasm-unsafe-eval' lets the scanner compile its QR reader (our own zxing .wasm file, where the
    // browser has no BarcodeDetector): on its document only, which the shop's links to it load
    // whole (app/admin/orders/shop-nav.tsx). It allows WebAssembly only, not eval() of JavaScript.
    "script-src": dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", `'nonce-${nonce}'`, ...(wasm ? ["'wasm-unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "frame-src": FRAME_SOURCES,
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...formTargets],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The path without its trailing slashes ("/" stays "/"). */
const trimmed = (path: string) => path.replace(/(.)\/+$/, "$1");

/**
 * The pages no browser or proxy may keep: the back office (its pages, its `.data` requests, its
 * downloads), the client space and the password reset page (whose URL holds the reset token).
 */
export function isPrivatePath(path: string): boolean {
  return /^\/(admin|compte|reset-password)(\.data$|\/|$)/.test(trimmed(path));
}

/** Headers set once here that a route may set again for itself: the route's value replaces ours. */
const OVERRIDABLE = new Set(["referrer-policy", "x-content-type-options", "x-frame-options"]);

/**
 * React Router's Express adapter copies a route's headers with `res.append`, which would send
 * ours and the route's side by side (two Referrer-Policy headers, a browser then picks one). Here
 * a route's value of a header above replaces ours, and on a private page our Cache-Control stays.
 */
function routeHeadersReplaceDefaults(res: Response, { privatePage }: { privatePage: boolean }) {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => {
    const name = field.toLowerCase();
    if (privatePage && name === "cache-control") return res;
    if (OVERRIDABLE.has(name)) return value === undefined ? res : res.set(field, value);
    return append(field, value);
  };
}

export function securityHeaders({ dev, https, formTargets = [] }: { dev: boolean; https: boolean; formTargets?: string[] }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const privatePage = isPrivatePath(req.path);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev, wasm: trimmed(req.path) === SCANNER_PATH, formTargets }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // The camera for this site's own pages (the depot's live scanner), never for an embedded frame.
    // For every page, not the scanner's alone: the policy is the document's, and a client-side
    // navigation to the scanner keeps the document it started from.
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=()");
    // Only when the site's public address is https: one reached over plain http (a local start, an
    // address on the agency's network) has no https to pin browsers to.
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (privatePage) res.setHeader("Cache-Control", "private, no-store");
    routeHeadersReplaceDefaults(res, { privatePage });
    next();
  };
}
