// The local mock of the online payment gateways (Konnect and Flouci), for development:
//   npm run dev:payments            (port PAYMENTS_MOCK_PORT, 4710 by default)
// Prints the environment lines that point the app at it, then a line per payment opened, button
// pressed and webhook sent. The mock is app/payments/mock/contract-mock.server.ts; its pages are at
// http://127.0.0.1:<port>/ and it listens on loopback only.

import { startPaymentsMock } from "~/payments/mock/contract-mock.server";

const port = Number(process.env.PAYMENTS_MOCK_PORT ?? 4710);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PAYMENTS_MOCK_PORT doit être un numéro de port, pas « ${process.env.PAYMENTS_MOCK_PORT} ».`);
  process.exit(1);
}

const mock = await startPaymentsMock({ port, log: (line) => console.info(line) });

console.info(`Passerelles de paiement simulées sur ${mock.url}/ (Konnect et Flouci).`);
console.info("Pour que l'application les utilise, démarrez-la avec ces variables (export, ou devant npm start) :\n");
for (const [name, value] of Object.entries(mock.env)) console.info(`${name}=${value}`);
console.info("\nCtrl+C pour arrêter.");

const stop = () => {
  void mock.stop().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
