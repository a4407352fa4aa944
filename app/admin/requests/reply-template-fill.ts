// What choosing a reply template does to the composer (issue 38): it never wipes what was typed.
// A field empty, or still holding the text of the template chosen before (nothing typed since), is
// filled at once; otherwise the composer asks before replacing. Pure: the composer and its test.

export type ComposerText = { subject: string; body: string };

export type TemplateChoice =
  /** Nothing of the agency's own would be lost: the composer takes the template's text. */
  | { kind: "fill"; text: ComposerText }
  /** What was typed differs from the template: replacing it is asked first. */
  | { kind: "ask" };

export function chooseTemplate(current: ComposerText, template: ComposerText, applied: ComposerText | null): TemplateChoice {
  const free = (field: keyof ComposerText) => {
    const value = current[field].trim();
    return value === "" || value === template[field].trim() || (applied !== null && value === applied[field].trim());
  };
  return free("subject") && free("body") ? { kind: "fill", text: { subject: template.subject, body: template.body } } : { kind: "ask" };
}
