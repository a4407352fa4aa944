// A stand-in for the app's webhook endpoint in the payment tests: it records every request the
// payments mock sends it (method, URL with its query, body) and answers 200.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { method: string; url: URL; body: string };

export async function startWebhookReceiver(): Promise<{ url: string; received: ReceivedWebhook[]; stop(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ method: request.method ?? "", url: new URL(request.url ?? "/", "http://receiver"), body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An address on loopback where nothing listens (a port just freed): a connection there is refused. */
export async function nothingListensUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
