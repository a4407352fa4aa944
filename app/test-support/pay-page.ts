// The payer's side of the payments mock in tests: read the pay page's buttons, press one as a
// browser would (the form's POST), without following the redirect back to the app.

/** The labels of the page's buttons, in order ("Payer", "Refuser", "Expirer" while it is open). */
export function payPageButtons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]!);
}

/** Loads the pay page, posts the form of the button labelled `label`, and returns the answer. */
export async function pressPayButton(payUrl: string, label: string): Promise<Response> {
  const html = await (await fetch(payUrl)).text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)<\/button><\/form>/g)].find((match) => match[2] === label);
  if (!form) throw new Error(`No button « ${label} » on ${payUrl}`);
  return fetch(new URL(form[1]!, payUrl), { method: "POST", redirect: "manual" });
}
