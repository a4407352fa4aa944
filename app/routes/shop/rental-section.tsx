import type { Route } from "./+types/rental-section";

export const meta: Route.MetaFunction = () => [{ title: "Location Matériel | Imagine" }];

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Location Matériel</h1>
    </main>
  );
}
