import type { Route } from "./+types/content-page";

export const meta: Route.MetaFunction = () => [{ title: "Imagine | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Imagine</h1>
    </main>
  );
}
