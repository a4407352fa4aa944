import { renderToStaticMarkup } from "react-dom/server";
import stylesheet from "~/app.css?url";
import type { DbExecutor } from "~/db/executor";
import { REVOKED_LINK_TITLE, type RevokedLinkKind } from "~/lib/revoked-link";
import { revokedLinkData } from "~/lib/revoked-link.server";
import { RevokedLinkPage } from "./revoked-link-page";

// A download of a revoked link (a document, a file of the conversation, an event quote) is a
// resource route: it has no page of its own to show, so it answers the revoked link's page as a
// whole HTML document, with the site's stylesheet, and the same 404.

export async function revokedLinkDocument(db: DbExecutor, kind: RevokedLinkKind): Promise<Response> {
  const { revokedLink } = await revokedLinkData(db, kind);
  // The page's one link is a plain anchor here: no router around it.
  const body = renderToStaticMarkup(<RevokedLinkPage revokedLink={revokedLink} />);
  const title = renderToStaticMarkup(<title>{`${REVOKED_LINK_TITLE} | ${revokedLink.agency.brand}`}</title>);
  const html = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${title}<meta name="robots" content="noindex, nofollow"/><link rel="stylesheet" href="${stylesheet}"/></head><body class="min-h-dvh">${body}</body></html>`;
  return new Response(html, {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" },
  });
}
