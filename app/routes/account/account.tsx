import { data } from "react-router";
import { handleAccountPost } from "~/account/account-action.server";
import { DeleteAccountForm, EmailForm, PasswordForm, ProfileForm } from "~/account/account-forms";
import { MessagesList, OrdersList } from "~/account/account-lists";
import { getAccountMessages, getAccountOrders, getProfile, isLastAdmin } from "~/account/account.server";
import { AccountSection } from "~/account/account-status-line";
import { requireUser } from "~/auth/require-user.server";
import { SignOutButton } from "~/auth/sign-out-button";
import { VerifyEmailNotice } from "~/auth/verify-email-notice";
import { Icon } from "~/components/icon";
import { ListPager } from "~/components/list-pager";
import { PageParamSchema } from "~/lib/pagination";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import { localeOfPath, localeOfRequest, localizedPath, type Locale } from "~/i18n/locale";
import { messagesFor, useLocale, useMessages } from "~/i18n/messages";
import type { Route } from "./+types/account";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: messagesFor(localeOfPath(location.pathname)).account.page.metaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { ...PRIVATE, "X-Robots-Tag": "noindex" };
}

/** /compte, for every signed-in account (admins too): orders, messages, profile, e-mail, password, deletion. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  // Each list has its page in the URL (?commandes=2&messages=3): a link shows the same pages.
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const [orders, messages, profile, lastAdmin] = await Promise.all([
    getAccountOrders(db, session.user, PageParamSchema.parse(url.searchParams.get("commandes") ?? undefined), locale),
    getAccountMessages(db, session.user.id, PageParamSchema.parse(url.searchParams.get("messages") ?? undefined), locale),
    getProfile(db, session.user.id),
    session.isAdmin ? isLastAdmin(db, session.user.id) : false,
  ]);
  return data(
    {
      account: { email: session.user.email, emailVerified: session.user.emailVerified, isAdmin: session.isAdmin },
      orders,
      messages,
      profile,
      lastAdmin,
    },
    { headers: PRIVATE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return handleAccountPost(request);
}

/** The page's sections, in order: their anchors (the jump links' labels are the catalogue's). */
const JUMPS = ["commandes", "messages", "profil", "connexion", "suppression"] as const;

/** /compte with these pages of the two lists, at the list that was paged. */
function accountHref(ordersPage: number, messagesPage: number, at: "commandes" | "messages", locale: Locale): string {
  const params = new URLSearchParams();
  if (ordersPage > 1) params.set("commandes", String(ordersPage));
  if (messagesPage > 1) params.set("messages", String(messagesPage));
  const search = params.toString();
  return `${localizedPath(locale, "/compte")}${search ? `?${search}` : ""}#${at}`;
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { account, orders, messages, profile, lastAdmin } = loaderData;
  const locale = useLocale();
  const words = useMessages().account;
  const t = words.page;
  return (
    <main>
      <section aria-labelledby="compte-titre" className="relative overflow-hidden bg-night text-night-foreground">
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-night-2),transparent_65%)] rtl:bg-[radial-gradient(ellipse_at_top_left,var(--color-night-2),transparent_65%)]" />
        <div className="relative mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:py-14">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <div className="grid min-w-0 gap-3">
              <Badge variant="night" size="lg">
                <Icon name="users" className="text-gold" />
                {t.badge}
              </Badge>
              <h1 id="compte-titre" className="font-display text-4xl font-bold sm:text-5xl">
                {t.title}
              </h1>
              <p className="text-night-muted">
                {t.signedInAs}
                <span dir="ltr" className="font-medium break-all text-night-foreground">{account.email}</span>
                {account.isAdmin ? t.admin : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              {account.isAdmin ? (
                <a
                  href="/admin"
                  className="inline-flex h-10 items-center gap-2 rounded-md border border-white/30 px-4 text-sm font-medium text-night-foreground hover:bg-white/10"
                >
                  <Icon name="layers" className="size-4" />
                  {t.backOffice}
                </a>
              ) : null}
              <SignOutButton variant="outline-night" />
            </div>
          </div>
          <nav aria-label={t.sections} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
              {JUMPS.map((jump) => (
                <li key={jump}>
                  <a
                    href={`#${jump}`}
                    className="inline-flex h-9 items-center rounded-full border border-white/20 bg-white/5 px-3.5 text-sm whitespace-nowrap text-night-foreground transition-colors hover:bg-white/15"
                  >
                    {t.jumps[jump]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="bg-muted/40">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:gap-8 lg:py-14">
          {account.emailVerified ? null : <VerifyEmailNotice email={account.email} />}

          <AccountSection
            id="commandes"
            title={t.ordersTitle}
            description={t.ordersDescription}
          >
            <OrdersList orders={orders.orders} emailVerified={account.emailVerified} />
            {orders.window.pageCount > 1 ? (
              <ListPager
                window={orders.window}
                hrefFor={(page) => accountHref(page, messages.window.page, "commandes", locale)}
                label={t.ordersPages}
                noun={words.lists.orderCount}
              />
            ) : null}
          </AccountSection>

          <AccountSection id="messages" title={t.messagesTitle} description={t.messagesDescription}>
            <MessagesList messages={messages.messages} />
            {messages.window.pageCount > 1 ? (
              <ListPager
                window={messages.window}
                hrefFor={(page) => accountHref(orders.window.page, page, "messages", locale)}
                label={t.messagesPages}
                noun={words.lists.messageCount}
              />
            ) : null}
          </AccountSection>

          <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
            <AccountSection
              id="profil"
              title={t.profileTitle}
              description={t.profileDescription}
            >
              <ProfileForm profile={profile} />
            </AccountSection>

            <AccountSection id="connexion" title={t.connectionTitle}>
              <EmailForm email={account.email} verified={account.emailVerified} />
              <hr className="border-border" />
              <PasswordForm email={account.email} />
            </AccountSection>
          </div>

          <AccountSection id="suppression" title={t.deleteTitle} tone="danger">
            <DeleteAccountForm email={account.email} lastAdmin={lastAdmin} />
          </AccountSection>
        </div>
      </div>
    </main>
  );
}
