import { describe, expect, it } from "vitest";
import { excerpt, EXCERPT_MAX } from "./excerpt";

describe("excerpt", () => {
  it("leaves a text of 200 characters or fewer whole", () => {
    expect(excerpt("Mariage à Hammamet, 180 invités.")).toBe("Mariage à Hammamet, 180 invités.");
    const exactly = "a".repeat(EXCERPT_MAX);
    expect(excerpt(exactly)).toBe(exactly);
  });

  it("cuts a longer one after a whole word, with « … », 200 characters at most", () => {
    const text = `${"Bonjour, nous organisons un mariage à Hammamet ".repeat(6)}et voici la suite.`;
    const cut = excerpt(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    // The character after the kept part, in the text, ends a word.
    expect(text[cut.length - 1]).toMatch(/\s|,/);
    expect(cut).toBe(`${"Bonjour, nous organisons un mariage à Hammamet ".repeat(4)}Bonjour…`);
  });

  it("leaves no punctuation or space before « … »", () => {
    expect(excerpt(`${"mot ".repeat(48)}fin, ${"x".repeat(30)}`)).toBe(`${"mot ".repeat(48)}fin…`);
  });

  it("cuts a word longer than the limit where it must, and counts characters, not code units", () => {
    expect(excerpt("a".repeat(300))).toBe(`${"a".repeat(199)}…`);
    const emoji = `${"🎉 ".repeat(120)}`;
    const cut = excerpt(emoji);
    expect(Array.from(cut).length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(cut.endsWith("🎉…")).toBe(true);
  });
});
