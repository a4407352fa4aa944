import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

// Video providers whose players may be embedded after a click (hero modal, video pages).
const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"];

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Vite's dev client injects inline modules and needs eval for HMR; production does not.
    // 'wasm-unsafe-eval' lets the scanner compile its QR reader (our own zxing .wasm file, where the
    // browser has no BarcodeDetector); it allows WebAssembly only, not eval() of JavaScript.
    "script-src": dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "frame-src": FRAME_SOURCES,
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders({ dev, production }: { dev: boolean; production: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // The camera for this site's own pages (the depot's live scanner), never for an embedded frame.
    // For every page, not the scanner's alone: the policy is the document's, and a client-side
    // navigation to the scanner keeps the document it started from.
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
