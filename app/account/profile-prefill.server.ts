import { getSignedInUser } from "~/auth/require-user.server";
import { getDb } from "~/db/client.server";
import { getProfile } from "./account.server";
import type { ProfilePrefill } from "./profile-prefill";

/** The signed-in client's details for the checkout and the contact form, or null for a visitor. */
export async function getProfilePrefill(request: Request): Promise<ProfilePrefill | null> {
  const account = await getSignedInUser(request);
  if (!account) return null;
  return { ...(await getProfile(getDb(), account.id)), email: account.email };
}
