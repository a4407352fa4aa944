// The few HTTP chores of the mock's node:http server.

import type { IncomingMessage, ServerResponse } from "node:http";

const MAX_BODY_BYTES = 64 * 1024;

/** The request's body as text (a gateway's request is small: more than 64 KiB is cut off). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The body parsed as JSON, or `undefined` when it is not JSON. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(request));
  } catch {
    return undefined;
  }
}

/** Answers unless the client has gone (a client that gave up on a slow answer). */
function send(response: ServerResponse, status: number, type: string, body: string) {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  response.end(body);
}

export const sendJson = (response: ServerResponse, status: number, body: unknown) => send(response, status, "application/json; charset=utf-8", JSON.stringify(body));

export const sendText = (response: ServerResponse, status: number, type: string, body: string) => send(response, status, type, body);

export const sendHtml = (response: ServerResponse, status: number, html: string) => send(response, status, "text/html; charset=utf-8", html);

/** 303: the browser follows with a GET, as after a form's POST. */
export function redirect(response: ServerResponse, location: string) {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(303, { location, "cache-control": "no-store" });
  response.end();
}
