import { useEffect, useState } from "react";
import { useSiteLayoutData } from "~/components/site-layout-data";

// The signed-in client's details, to prefill the checkout and the contact form. Kept out of the
// pages' loaders (the public pages are the same for everyone) and fetched from
// /compte/profil.json when a form that uses them appears.

export const PROFILE_JSON_PATH = "/compte/profil.json";

/** What /compte/profil.json answers to a signed-in client (a visitor gets 204). */
export type ProfilePrefill = { first_name: string; last_name: string; email: string; phone: string; company: string };

/**
 * Whether the site layout saw a session cookie. A hint only (the cookie may be stale), enough to
 * spare visitors a request that would answer nothing.
 */
export function useSignedInHint(): boolean {
  return useSiteLayoutData()?.signedIn === true;
}

export async function fetchProfilePrefill(): Promise<ProfilePrefill | null> {
  try {
    const response = await fetch(PROFILE_JSON_PATH, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    return response.status === 200 ? ((await response.json()) as ProfilePrefill) : null;
  } catch {
    // A prefill is a convenience: offline or refused, the form stays as it is.
    return null;
  }
}

/** The profile once `wanted` becomes true (again on every new `wanted`), or null. */
export function useProfilePrefill(wanted: boolean): ProfilePrefill | null {
  const signedIn = useSignedInHint();
  const [profile, setProfile] = useState<ProfilePrefill | null>(null);
  useEffect(() => {
    if (!wanted || !signedIn) return;
    let current = true;
    void fetchProfilePrefill().then((found) => {
      if (current) setProfile(found);
    });
    return () => {
      current = false;
    };
  }, [wanted, signedIn]);
  return profile;
}

/** Puts the profile into the fields still empty; what the visitor already typed is kept. */
export function fillEmptyFields(form: HTMLFormElement | null, values: Partial<Record<string, string>>) {
  if (!form) return;
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (value && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value === "") field.value = value;
  }
}
