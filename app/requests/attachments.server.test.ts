import { describe, expect, it } from "vitest";
import { attachmentResponse, checkAttachments } from "./attachments.server";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("a conversation's files", () => {
  it("are stored under the extension of the type read from their bytes", async () => {
    const checked = await checkAttachments([
      new File([PDF], "evil.html", { type: "text/html" }),
      new File([PNG], "photo", { type: "application/octet-stream" }),
      new File([PDF], "Devis signé.PDF", { type: "application/pdf" }),
    ]);
    expect(checked.map((file) => [file.fileName, file.contentType])).toEqual([
      ["evil.pdf", "application/pdf"],
      ["photo.png", "image/png"],
      ["Devis signé.PDF", "application/pdf"],
    ]);
  });

  it("are served as their type, a PDF or an image inline on purpose, always with nosniff; a name stored before is put right", () => {
    const response = attachmentResponse({ file_name: "evil.html", content_type: "application/pdf", content: PDF });
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // What the conversation does not show itself would be a download.
    const other = attachmentResponse({ file_name: "notes.txt", content_type: "text/plain", content: Buffer.from("x") });
    expect(other.headers.get("Content-Disposition")).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);
  });
});
