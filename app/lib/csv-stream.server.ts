import { csvLine as line, type CsvCell } from "./csv";

// The back office's exports grow with the years (every order, every message): they are written
// batch by batch as the download is read, never built whole in memory. The format is toCsv's
// (csv.ts): BOM, `;`, CRLF, each line written by csvLine.

const encoder = new TextEncoder();

/**
 * The CSV of `header` and the rows `batches` yields, as a byte stream that asks for the next batch
 * only when the reader has taken the previous one (`highWaterMark` chunks may wait in the stream).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
  { highWaterMark = 1 }: { highWaterMark?: number } = {},
): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode("\uFEFF" + line(header)));
      },
      async pull(controller) {
        // A batch may come back empty (its rows deleted meanwhile): a pull that enqueued nothing
        // would not be called again, so it goes on to the next batch.
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            controller.close();
            return;
          }
          if (next.value.length > 0) {
            controller.enqueue(encoder.encode(next.value.map(line).join("")));
            return;
          }
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    new CountQueuingStrategy({ highWaterMark }),
  );
}

/** A download of a CSV stream, e.g. `commandes-location-2026-11-25.csv`. */
export function csvStreamResponse(stream: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** `ids` in slices of `size`, each turned into rows by `load` when the stream asks for it. */
export async function* inBatches<Id>(
  ids: Id[],
  size: number,
  load: (slice: Id[]) => Promise<readonly (readonly CsvCell[])[]>,
): AsyncGenerator<readonly (readonly CsvCell[])[]> {
  for (let start = 0; start < ids.length; start += size) yield await load(ids.slice(start, start + size));
}
