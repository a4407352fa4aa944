// The mock's payment page, in French: what the payer sees at the `payUrl` / `link` a gateway
// gives. Three plain forms (no script) stand for what the payer can do there: pay, be refused,
// or let the page expire.

import type { GatewayId } from "../gateway";
import { currentState, type MockPayment, type MockState } from "./mock-payments";

export const PAY_ACTIONS = { payer: "Payer", refuser: "Refuser", expirer: "Expirer" } as const;
export type PayAction = keyof typeof PAY_ACTIONS;

const GATEWAY_NAMES: Record<GatewayId, string> = { konnect: "Konnect", flouci: "Flouci" };

const STATE_SENTENCES: Record<MockState, string> = {
  pending: "En attente de paiement",
  paid: "Ce paiement a été effectué.",
  failed: "Ce paiement a été refusé.",
  expired: "Ce lien de paiement a expiré.",
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** 1234500 → "1 234,500 DT", in digits only (no float). */
export function formatMillimes(millimes: number): string {
  const dinars = String((millimes - (millimes % 1000)) / 1000).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  return `${dinars},${String(millimes % 1000).padStart(3, "0")}\u00a0DT`;
}

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f5; color: #18181b;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 14px; padding: 2rem;
         box-shadow: 0 8px 30px rgb(0 0 0 / 0.08); }
  .gateway { margin: 0; font-size: .8rem; letter-spacing: .08em; text-transform: uppercase; color: #71717a; }
  h1 { margin: .25rem 0 1.25rem; font-size: 1.25rem; }
  .amount { margin: 0; font-size: 2.25rem; font-weight: 700; font-variant-numeric: tabular-nums; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 1.25rem 0; font-size: .9rem; }
  dt { color: #71717a; } dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: grid; gap: .6rem; }
  form { margin: 0; }
  button { width: 100%; padding: .8rem 1rem; border: 0; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; }
  .payer { background: #16a34a; color: #fff; } .refuser { background: #dc2626; color: #fff; } .expirer { background: #e4e4e7; color: #27272a; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .state { padding: .8rem 1rem; border-radius: 10px; background: #f4f4f5; }
  .note { margin: 1.25rem 0 0; font-size: .8rem; color: #71717a; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The page at the payment's link: the three buttons while it is open, its state once it is not. */
export function payPage(payment: MockPayment, now = new Date()): string {
  const state = currentState(payment, now);
  const gateway = GATEWAY_NAMES[payment.gateway];
  const details = [
    ["Référence", payment.reference],
    ...(payment.merchantReference ? [["Commande", payment.merchantReference]] : []),
    ...(payment.description ? [["Objet", payment.description]] : []),
    ...(payment.preAuthorization ? [["Type", "Pré-autorisation (montant bloqué)"]] : []),
  ];
  const actions =
    state === "pending"
      ? `<div class="actions">${Object.entries(PAY_ACTIONS)
          .map(([action, label]) => `<form method="post" action="/${payment.gateway}/pay/${encodeURIComponent(payment.reference)}/${action}"><button type="submit" class="${action}">${label}</button></form>`)
          .join("")}</div>`
      : `<p class="state" role="status">${STATE_SENTENCES[state]}</p>`;
  return page(
    `Paiement ${gateway} (simulation)`,
    `<p class="gateway">${gateway} · simulation</p>
<h1>Paiement en ligne</h1>
<p class="amount">${formatMillimes(payment.amountMillimes)}</p>
<dl>${details.map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`).join("")}</dl>
${actions}
<p class="note">Page de test locale\u00a0: aucun paiement réel n’est effectué.</p>`,
  );
}

/** Where the payer lands when the gateway has no link to send them back to. */
export function resultPage(payment: MockPayment, now = new Date()): string {
  const state = currentState(payment, now);
  const back = state === "paid" ? payment.successUrl : payment.failUrl;
  return page(
    STATE_SENTENCES[state],
    `<p class="gateway">${GATEWAY_NAMES[payment.gateway]} · simulation</p>
<h1>${STATE_SENTENCES[state]}</h1>
<p class="amount">${formatMillimes(payment.paidMillimes ?? payment.amountMillimes)}</p>
${back ? `<p><a href="${escapeHtml(back)}">Retour au site</a></p>` : ""}`,
  );
}

/** The mock's home: the payments it holds, newest first, each with its page. */
export function indexPage(payments: Iterable<MockPayment>, now = new Date()): string {
  const rows = [...payments]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(
      (p) =>
        `<dt><a href="/${p.gateway}/pay/${encodeURIComponent(p.reference)}">${GATEWAY_NAMES[p.gateway]} ${escapeHtml(p.reference)}</a></dt><dd>${formatMillimes(p.amountMillimes)} · ${STATE_SENTENCES[currentState(p, now)]}</dd>`,
    );
  return page(
    "Passerelles de paiement (simulation)",
    `<p class="gateway">Konnect · Flouci · simulation</p><h1>Paiements simulés</h1>${rows.length ? `<dl>${rows.join("")}</dl>` : "<p>Aucun paiement pour l’instant.</p>"}`,
  );
}

/** A link to a payment the mock does not hold (opened before a restart, or mistyped). */
export function notFoundPage(): string {
  return page("Paiement introuvable", `<p class="gateway">Konnect · Flouci · simulation</p><h1>Paiement introuvable</h1><p><a href="/">Voir les paiements simulés</a></p>`);
}
