import { describe, expect, it } from "vitest";
import { orderEmailProblem, sendDocumentsFormInput, sendDocumentsSchema, SEND_DOCUMENTS_LIMITS, SEND_DOCUMENTS_MESSAGES } from "./send-documents-schema";

// The schema the 'Envoyer les documents' form checks before posting and the action checks again.

const ids = ["8d7c2c4e-0000-4000-8000-000000000001", "8d7c2c4e-0000-4000-8000-000000000002"];
const schema = sendDocumentsSchema({ documents: ids, statement: true });

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const firstMessage = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("sendDocumentsSchema", () => {
  it("reads the ticked documents and the statement's box, a document ticked twice once", () => {
    const input = sendDocumentsFormInput(form([["documents", ids[1]!], ["documents", ids[0]!], ["documents", ids[1]!], ["statement", "on"]]), "amel@example.tn");
    expect(schema.parse(input)).toEqual({ email: "amel@example.tn", documents: [ids[1], ids[0]], statement: true });
    expect(schema.parse(sendDocumentsFormInput(form([["statement", "on"]]), " amel@example.tn "))).toEqual({ email: "amel@example.tn", documents: [], statement: true });
  });

  it("refuses an order without e-mail first, then an empty choice, a document the order does not offer, too many", () => {
    expect(firstMessage({ email: "", documents: [], statement: false })).toBe(SEND_DOCUMENTS_MESSAGES.noEmail);
    expect(firstMessage({ email: "   ", documents: ids, statement: false })).toBe(SEND_DOCUMENTS_MESSAGES.noEmail);
    expect(firstMessage({ email: "amel@", documents: ids, statement: false })).toBe(SEND_DOCUMENTS_MESSAGES.badEmail);
    expect(firstMessage({ email: "amel@example.tn", documents: [], statement: false })).toBe(SEND_DOCUMENTS_MESSAGES.nothingChosen);
    expect(firstMessage({ email: "amel@example.tn", documents: [ids[0], "8d7c2c4e-0000-4000-8000-000000000099"], statement: false })).toBe(SEND_DOCUMENTS_MESSAGES.notOfOrder);
    expect(firstMessage({ email: "amel@example.tn", documents: Array(SEND_DOCUMENTS_LIMITS.documentsMax + 1).fill(ids[0]), statement: false })).toBe(SEND_DOCUMENTS_MESSAGES.tooMany);
    const withoutStatement = sendDocumentsSchema({ documents: ids, statement: false }).safeParse({ email: "amel@example.tn", documents: [], statement: true });
    expect(withoutStatement.error?.issues[0]?.message).toBe(SEND_DOCUMENTS_MESSAGES.noStatement);
  });

  it("says what is wrong with an order's e-mail, or nothing", () => {
    expect(orderEmailProblem("amel@example.tn")).toBeNull();
    expect(orderEmailProblem("")).toBe(SEND_DOCUMENTS_MESSAGES.noEmail);
    expect(orderEmailProblem(null)).toBe(SEND_DOCUMENTS_MESSAGES.noEmail);
    expect(orderEmailProblem("amel")).toBe(SEND_DOCUMENTS_MESSAGES.badEmail);
  });
});
