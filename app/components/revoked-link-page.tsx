import { isRouteErrorResponse, useRouteError } from "react-router";
import { isRevokedLinkData, REVOKED_LINK_TITLE, type RevokedLinkData } from "~/lib/revoked-link";
import { ClientContactCard } from "./client-contact-card";
import { ClientCard, ClientPage, ClientPageColumns } from "./client-page";

// The page of a client's link that no longer opens (a newer link was sent, or the agency revoked
// them): what happened, that nothing is lost, and the ways to a new link. The same page answers
// the order's and request's pages and their downloads (revoked-link-document.server.tsx), which
// render it outside the router: its links are plain anchors.

const WORDS = {
  order: { eyebrow: "Suivi de commande", thing: "votre commande", found: "Votre commande n'a pas changé" },
  request: { eyebrow: "Suivi de votre demande", thing: "votre demande", found: "Votre demande et notre conversation n'ont pas changé" },
} as const;

export function RevokedLinkPage({ revokedLink: { kind, agency } }: Pick<RevokedLinkData, "revokedLink">) {
  const words = WORDS[kind];
  return (
    <ClientPage
      eyebrow={words.eyebrow}
      title={REVOKED_LINK_TITLE}
      intro={
        <>
          Un lien plus récent vous a été envoyé pour {words.thing}, ou nous avons désactivé les anciens liens pour votre sécurité. {words.found} : seul ce lien ne
          s'ouvre plus.
        </>
      }
    >
      <ClientPageColumns
        main={
          <ClientCard titleId="revoked-link-ways" title="Obtenir un nouveau lien" className="gap-4 p-5">
            <ul className="grid list-disc gap-3 ps-5 text-sm leading-relaxed">
              <li>Ouvrez le lien du dernier e-mail que nous vous avons envoyé : c'est celui qui est à jour.</li>
              <li>Répondez à ce dernier e-mail, ou écrivez-nous : nous vous envoyons un nouveau lien à l'adresse que vous nous avez donnée.</li>
              {kind === "order" ? (
                <li>
                  Si vous avez un compte, connectez-vous à{" "}
                  <a href="/compte" className="font-medium text-primary underline underline-offset-4">
                    Mon compte
                  </a>{" "}
                  : vos commandes y sont listées avec leur lien à jour.
                </li>
              ) : null}
            </ul>
          </ClientCard>
        }
        asideLabel="Contact de l'agence"
        aside={<ClientContactCard titleId="revoked-link-contact" note="Appelez-nous ou écrivez-nous : nous vous envoyons un nouveau lien." agency={agency} />}
      />
    </ClientPage>
  );
}

/**
 * The error boundary of the client's pages: a revoked link gets its page, any other 404 the
 * page's own "introuvable", anything else the generic message.
 */
export function ClientLinkErrorBoundary({ notFound }: { notFound: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isRevokedLinkData(error.data)) {
    return (
      <>
        <title>{`${REVOKED_LINK_TITLE} | ${error.data.revokedLink.agency.brand}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <RevokedLinkPage revokedLink={error.data.revokedLink} />
      </>
    );
  }
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const title = missing ? notFound : "Une erreur est survenue";
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <title>{`${title} | Imagine`}</title>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        {missing ? "Ce lien est incomplet ou erroné : ouvrez-le depuis notre e-mail, ou contactez-nous." : "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant."}
      </p>
      <a href="/" className="text-primary underline underline-offset-4">
        Retour à l'accueil
      </a>
    </main>
  );
}
