// The composer's templates (issue 24) carry {prenom} and {evenement}: filled with the request's
// client and event when a template is chosen, and again when the reply is sent (an admin may type
// them too).

export const PLACEHOLDERS = ["{prenom}", "{evenement}"] as const;

/** "Mariage" → "mariage", "Congrès médical" → "congrès médical"; an acronym ("JCI") stays as it is. */
function inSentence(eventType: string): string {
  const text = eventType.trim();
  return /^\p{Lu}\p{Ll}/u.test(text) ? `${text[0]!.toLocaleLowerCase("fr-FR")}${text.slice(1)}` : text;
}

export function fillPlaceholders(text: string, request: { firstName: string; eventType: string }): string {
  return text.replaceAll("{prenom}", request.firstName.trim()).replaceAll("{evenement}", inSentence(request.eventType) || "événement");
}
