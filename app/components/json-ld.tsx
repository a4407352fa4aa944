import { useNonce } from "~/lib/nonce";

/** Serialises structured data for a script tag: `<` is escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The one place the site writes raw HTML: JSON-LD, escaped above, allowed by the CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}
