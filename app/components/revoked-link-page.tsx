import { isRouteErrorResponse, useRouteError } from "react-router";
import { localizedPath, type Locale } from "~/i18n/locale";
import { messagesFor, useLocale, useMessages } from "~/i18n/messages";
import type { ContactMessages } from "~/i18n/messages/contact/fr";
import { isRevokedLinkData, type RevokedLinkData } from "~/lib/revoked-link";
import { ClientContactCardView } from "./client-contact-card";
import { ClientCard, ClientPage, ClientPageColumns } from "./client-page";

// The page of a client's link that no longer opens (a newer link was sent, or the agency revoked
// them): what happened, that nothing is lost, and the ways to a new link. The same page answers
// the order's and request's pages and their downloads (revoked-link-document.server.tsx), which
// render it outside the router: its links are plain anchors, and its language is given (`locale`),
// not read from the router.

export function RevokedLinkPage({ revokedLink: { kind, agency }, locale = "fr" }: Pick<RevokedLinkData, "revokedLink"> & { locale?: Locale }) {
  const t = messagesFor(locale).contact.clientPages;
  const words = t.revoked[kind];
  return (
    <ClientPage eyebrow={words.eyebrow} title={t.revokedTitle} intro={t.revokedIntro(words.thing, words.found)}>
      <ClientPageColumns
        main={
          <ClientCard titleId="revoked-link-ways" title={t.newLinkTitle} className="gap-4 p-5">
            <ul className="grid list-disc gap-3 ps-5 text-sm leading-relaxed">
              <li>{t.latestEmail}</li>
              <li>{t.replyToEmail}</li>
              {kind === "order" ? (
                <li>
                  {t.accountBefore}
                  <a href={localizedPath(locale, "/compte")} className="font-medium text-primary underline underline-offset-4">
                    {t.myAccount}
                  </a>
                  {t.accountAfter}
                </li>
              ) : null}
            </ul>
          </ClientCard>
        }
        asideLabel={t.agencyContact}
        aside={<ClientContactCardView titleId="revoked-link-contact" title={t.question} note={t.revokedNote} agency={agency} />}
      />
    </ClientPage>
  );
}

/**
 * The error boundary of the client's pages: a revoked link gets its page, any other 404 the
 * page's own "introuvable", anything else the generic message.
 */
export function ClientLinkErrorBoundary({ notFound }: { notFound: string | ((words: ContactMessages) => string) }) {
  const error = useRouteError();
  const locale = useLocale();
  const words = useMessages().contact;
  const t = words.clientPages;
  if (isRouteErrorResponse(error) && isRevokedLinkData(error.data)) {
    return (
      <>
        <title>{`${t.revokedTitle} | ${error.data.revokedLink.agency.brand}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <RevokedLinkPage revokedLink={error.data.revokedLink} locale={locale} />
      </>
    );
  }
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const title = missing ? (typeof notFound === "string" ? notFound : notFound(words)) : t.errorTitle;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <title>{`${title} | Imagine`}</title>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        {missing ? t.missingDetails : t.errorDetails}
      </p>
      <a href={localizedPath(locale, "/")} className="text-primary underline underline-offset-4">
        {t.backHome}
      </a>
    </main>
  );
}
