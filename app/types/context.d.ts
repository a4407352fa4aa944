import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce of this request (server/app.ts). */
    cspNonce: string;
  }
}
