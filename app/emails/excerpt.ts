// What an e-mail to an address nobody confirmed repeats of the free text a visitor typed (a
// message, an order's notes, a delivery address): the start of it. Anyone can type someone
// else's address in a form; the acknowledgement must not carry their prose whole to that inbox.

/** The longest excerpt, its « … » included. */
export const EXCERPT_MAX = 200;

/**
 * `text` whole when it is at most `max` characters long; otherwise its start, cut after a whole
 * word, followed by « … », `max` characters at most in all. A first word longer than that is cut
 * where it must be.
 */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const room = characters.slice(0, max - 1);
  // Cut before the word the limit falls in, unless the limit falls just after a word.
  const endsOnWord = /\s/.test(characters[max - 1]!);
  const lastSpace = room.findLastIndex((character) => /\s/.test(character));
  const kept = endsOnWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${kept.join("").replace(/[\s,;:.!?…–—-]+$/u, "")}…`;
}
