import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [{ title: "Contact | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Contact</h1>
    </main>
  );
}
