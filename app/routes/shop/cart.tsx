import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: "Votre Panier | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Votre Panier</h1>
    </main>
  );
}
