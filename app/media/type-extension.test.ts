import { describe, expect, it } from "vitest";
import { nameForType } from "./type-extension";

describe("nameForType", () => {
  it("gives the name the extension of the type found in the bytes", () => {
    expect(nameForType("evil.html", "application/pdf")).toBe("evil.pdf");
    expect(nameForType("photo", "image/jpeg")).toBe("photo.jpg");
    expect(nameForType("logo.svg", "image/png")).toBe("logo.png");
    expect(nameForType("facture.pdf.exe", "application/pdf")).toBe("facture.pdf.pdf");
    expect(nameForType(".htaccess", "image/webp")).toBe(".htaccess.webp");
    expect(nameForType("plan. ", "application/pdf")).toBe("plan.pdf");
  });

  it("keeps a name whose extension already fits, whatever its case", () => {
    expect(nameForType("Devis signé.PDF", "application/pdf")).toBe("Devis signé.PDF");
    expect(nameForType("salle.jpeg", "image/jpeg")).toBe("salle.jpeg");
    expect(nameForType("salle.JPG", "image/jpeg")).toBe("salle.JPG");
  });

  it("stays within the length allowed, the extension kept whole", () => {
    const long = `${"a".repeat(148)}.html`;
    const named = nameForType(long, "application/pdf");
    expect(named).toHaveLength(150);
    expect(named.endsWith("a.pdf")).toBe(true);
  });

  it("leaves a name alone for a type it does not know", () => {
    expect(nameForType("notes.txt", "text/plain")).toBe("notes.txt");
  });
});
