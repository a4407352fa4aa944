import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Nouveau mot de passe | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Nouveau mot de passe</h1>
    </main>
  );
}
