import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

export type Rewrite = { start: number; end: number; replacement: string };

/**
 * A stream of HTML that rewrites the first span `find` locates and passes everything else
 * through untouched (both rewrites of the rendered document use it: the stylesheet into <head>,
 * the deferred bootstrap). `find` returns null while the span is not complete in the text
 * received so far; `holdFrom` tells where the text that may still begin the span starts, so
 * only that tail waits for the next chunk. Characters split across chunks are decoded whole.
 */
export function rewriteFirst(find: (text: string) => Rewrite | null, holdFrom: (text: string) => number): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const found = find(pending);
      if (!found) {
        const hold = holdFrom(pending);
        const out = pending.slice(0, hold);
        pending = pending.slice(hold);
        return callback(null, out);
      }
      done = true;
      const out = pending.slice(0, found.start) + found.replacement + pending.slice(found.end);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
