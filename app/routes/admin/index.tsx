import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [{ title: "Administration | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Administration</h1>
    </main>
  );
}
