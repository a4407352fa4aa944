import { describe, expect, it } from "vitest";
import { chooseTemplate } from "./reply-template-fill";

// Choosing a reply template never wipes what was typed (issue 38).

const thanks = { subject: "Votre demande", body: "Bonjour {prenom},\n\nMerci pour votre demande." };
const details = { subject: "Quelques précisions", body: "Bonjour {prenom},\n\nPourriez-vous nous préciser…" };

describe("choosing a reply template", () => {
  it("fills an empty composer at once", () => {
    expect(chooseTemplate({ subject: "", body: "  \n" }, thanks, null)).toEqual({ kind: "fill", text: thanks });
  });

  it("replaces the template chosen before while nothing was typed since", () => {
    expect(chooseTemplate(thanks, details, thanks)).toEqual({ kind: "fill", text: details });
    // An empty subject and the previous template's body untouched: still nothing of the agency's own.
    expect(chooseTemplate({ subject: "", body: thanks.body }, details, thanks)).toEqual({ kind: "fill", text: details });
  });

  it("asks before replacing what was typed, in either field", () => {
    expect(chooseTemplate({ subject: "", body: "Bonjour Leïla, j'ai regardé votre salle." }, thanks, null)).toEqual({ kind: "ask" });
    expect(chooseTemplate({ subject: "Salle de Hammamet", body: "" }, thanks, null)).toEqual({ kind: "ask" });
    // The template chosen before, then edited: the edit is the agency's.
    expect(chooseTemplate({ subject: thanks.subject, body: `${thanks.body}\nÀ jeudi.` }, details, thanks)).toEqual({ kind: "ask" });
  });

  it("does not ask when the composer already holds this very template", () => {
    expect(chooseTemplate(thanks, thanks, null)).toEqual({ kind: "fill", text: thanks });
  });
});
