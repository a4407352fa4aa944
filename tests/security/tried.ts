// The security checks say what they tried (`npm run test:security` prints it), so that a reader of
// the run sees the attack, not only a green tick.
export function tried(what: string): void {
  process.stdout.write(`  ↳ essayé : ${what}\n`);
}
