import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Imagine : We Make It Real | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Imagine : We Make It Real</h1>
    </main>
  );
}
