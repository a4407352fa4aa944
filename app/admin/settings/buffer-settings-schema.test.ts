import { describe, expect, it } from "vitest";
import { BUFFER_DAYS_MESSAGE, BufferSettingsSchema } from "./buffer-settings-schema";

const parse = (before: unknown, after: unknown = "1") => BufferSettingsSchema.safeParse({ buffer_days_before: before, buffer_days_after: after });

describe("the buffer days schema", () => {
  it("takes whole days from 0 to 30, spaces and leading zeros allowed", () => {
    expect(parse("0").data).toEqual({ buffer_days_before: 0, buffer_days_after: 1 });
    expect(parse(" 2 ", "30").data).toEqual({ buffer_days_before: 2, buffer_days_after: 30 });
    expect(parse("07").data?.buffer_days_before).toBe(7);
  });

  it("refuses anything else with one French message", () => {
    for (const value of ["31", "-1", "abc", "", "2,5", "2.5", "1e1", "100", undefined, 3]) {
      const result = parse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BUFFER_DAYS_MESSAGE);
    }
    expect(BUFFER_DAYS_MESSAGE).toBe("Entrez un nombre entier entre 0 et 30.");
  });
});
