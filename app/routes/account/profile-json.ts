import { getProfilePrefill } from "~/account/profile-prefill.server";
import type { Route } from "./+types/profile-json";

// Personal data: never kept by a shared cache, and another visitor's cookie is another answer.
const PRIVATE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * /compte/profil.json: the signed-in client's details that prefill the checkout and the contact
 * form (JSON), or 204 for a visitor, so that the public pages need not read the session.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const prefill = await getProfilePrefill(request);
  if (!prefill) return new Response(null, { status: 204, headers: PRIVATE });
  return Response.json(prefill, { headers: PRIVATE });
}
