import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { orderStatusBadgeClass, orderStatusLabel } from "~/orders/status";
import type { AccountMessage, AccountOrder } from "./account.server";

/** 'Mes commandes': each order opens its page (/commande/<token>), newest first. */
export function OrdersList({ orders, emailVerified }: { orders: AccountOrder[]; emailVerified: boolean }) {
  const t = useMessages().account.lists;
  const href = useLocalizedPath();
  return (
    <>
      {orders.length === 0 ? (
        <EmptyState text={t.noOrders} link={{ to: href("/location-materiel"), label: t.browseRental }} />
      ) : (
        <ul className="grid gap-3" aria-label={t.orders}>
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={href(order.href)}
                className="group flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl border bg-background p-4 transition-colors outline-none hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring sm:flex-nowrap sm:gap-x-5"
              >
                <span className="grid flex-1 basis-44 gap-0.5">
                  <span className="font-semibold whitespace-nowrap">{t.order(order.number)}</span>
                  <span className="text-sm text-muted-foreground">
                    {t.placedOn}
                    <time dateTime={order.placedAt}>{order.placedOn}</time>
                  </span>
                </span>
                <Badge variant="plain" className={orderStatusBadgeClass(order.status)}>
                  {orderStatusLabel(order.status)}
                </Badge>
                <span className="flex basis-full items-center justify-between gap-4 sm:basis-auto">
                  <span className="text-sm">
                    <span className="font-semibold tabular-nums">{order.total}</span>{" "}
                    <span className="text-xs text-muted-foreground">{t.taxIncluded}</span>
                  </span>
                  <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                    <span className="sm:sr-only">{t.viewOrder}</span>
                    <Icon name="chevron-right" className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {emailVerified ? null : (
        <p className="text-sm text-muted-foreground">{t.unverifiedOrders}</p>
      )}
    </>
  );
}

/** 'Mes messages': what was sent through the contact form while signed in, and whether it is handled. */
export function MessagesList({ messages }: { messages: AccountMessage[] }) {
  const all = useMessages();
  const t = all.account.lists;
  const href = useLocalizedPath();
  // The event type is stored in French (the contact form's values): shown in the page's language.
  const eventTypes: Record<string, string> = all.contact.form.eventTypes;
  const eventTypeLabel = (type: string) => (Object.hasOwn(eventTypes, type) ? eventTypes[type]! : type);
  if (messages.length === 0) {
    return <EmptyState text={t.noMessages} link={{ to: href("/contact"), label: t.writeToUs }} />;
  }
  return (
    <ul className="grid gap-3" aria-label={t.messages}>
      {messages.map((message) => (
        <li key={message.id}>
          <article aria-label={t.messageOf(message.sentOn)} className="grid gap-2 rounded-xl border bg-background p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold break-words">{eventTypeLabel(message.eventType)}</p>
                <p className="text-sm text-muted-foreground">
                  {t.sentOn}
                  <time dateTime={message.sentAt}>{message.sentOn}</time>
                </p>
              </div>
              <MessageStatusBadge status={message.status} />
            </div>
            <p className="text-sm break-words text-foreground/85">{message.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The labels of the back office's messages desk: 'Nouveau' until the team marks it 'Traité'. */
function MessageStatusBadge({ status }: { status: string }) {
  const statuses = useMessages().account.lists.messageStatuses;
  const messageStatusLabel = (value: string) => (Object.hasOwn(statuses, value) ? statuses[value]! : value);
  if (status === "new") {
    return (
      <Badge variant="plain" className="border-transparent bg-info text-white">
        {messageStatusLabel(status)}
      </Badge>
    );
  }
  return <Badge variant={status === "handled" ? "secondary" : "outline"}>{messageStatusLabel(status)}</Badge>;
}

function EmptyState({ text, link }: { text: string; link: { to: string; label: string } }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border border-dashed bg-muted/40 p-5">
      <p className="text-muted-foreground">{text}</p>
      <Link to={link.to} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {link.label}
        <Icon name="arrow-right" className="rtl:-scale-x-100" />
      </Link>
    </div>
  );
}
