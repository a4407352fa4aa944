import { ScannerPage } from "~/admin/scanner/scanner-page";
import { loadScannerPage } from "~/admin/scanner/scanner-page.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/scanner";

// /admin/shop/scanner: open an order's depot page (or a product's history) from a QR code with the
// phone's camera, or from the order's number typed (?commande=42, without JavaScript too).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadScannerPage(getDb(), new URL(request.url), env().PUBLIC_URL);
}

export const meta: Route.MetaFunction = () => [
  { title: "Scanner | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminScanner({ loaderData }: Route.ComponentProps) {
  return <ScannerPage data={loaderData} />;
}
