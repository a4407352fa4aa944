import { readFileSync } from "node:fs";
import http from "node:http";

// The yardstick of the throughput figure: a bare Node HTTP server, in a process of its own,
// answering every request with one fixed body read from a file at start (the home page's bytes
// as the site sends them, gzip included). What the site's hits are compared to.
//   node --import tsx bench/bare-server.ts <body file> <port> <content-encoding|"">

const [file, port, encoding] = process.argv.slice(2);
const body = readFileSync(file!);
const headers: http.OutgoingHttpHeaders = { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length };
if (encoding) headers["Content-Encoding"] = encoding;

http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
