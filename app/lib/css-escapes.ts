/** CSS escapes undone: `\:` → `:`, `\32 xl` → `2xl` (class names as the HTML writes them). */
export function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );
}
