// Requests per second the server answers for one page, with a fixed number of clients each
// sending its next request as soon as the previous answer has been read.

export type Throughput = {
  route: string;
  concurrency: number;
  seconds: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function measureThroughput(
  origin: string,
  route: string,
  { seconds = 10, concurrency = 16 }: { seconds?: number; concurrency?: number } = {},
): Promise<Throughput> {
  const url = `${origin}${route}`;
  // Warm-up: first renders fill caches and JIT.
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();

  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  async function client() {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    route,
    concurrency,
    seconds: round(elapsed),
    requests: latencies.length,
    errors,
    requestsPerSecond: round(latencies.length / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
  };
}

/** A response's body as sent (gzip asked for, not decoded) and its Content-Encoding: what a bare server must send to compare. */
export async function rawBody(url: string): Promise<{ body: Buffer; encoding: string }> {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: String(res.headers["content-encoding"] ?? "") }));
      })
      .on("error", reject);
  });
}
