// Placeholder until the public-site issue fills it in.
export function loader() {
  return new Response("", { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
