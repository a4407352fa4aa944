/**
 * French typography in the HTML part: the space before a colon does not break (« lien personnel :
 * » never leaves the colon alone on a line). The text part keeps the plain space. Other languages
 * have no space there, so nothing changes.
 */
export function htmlColon(text: string): string {
  return text.replace(/ :/g, "\u00a0:");
}
