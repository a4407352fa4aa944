import { describe, expect, it } from "vitest";
import { DEPOSIT_PERCENT_MESSAGE, OnlineSettingsSchema } from "./online-payment-settings-schema";

describe("'Paiement en ligne' settings", () => {
  it("reads ticked boxes and a whole percentage", () => {
    expect(OnlineSettingsSchema.parse({ online_konnect: "on", online_flouci: "", online_deposit_percent: " 40 ", online_balance: "on", online_caution: "" })).toEqual({
      online_konnect: true,
      online_flouci: false,
      online_deposit_percent: 40,
      online_balance: true,
      online_caution: false,
    });
  });

  it("refuses a percentage that is not a whole number from 0 to 100, in French", () => {
    for (const value of ["101", "-5", "30,5", "abc", ""]) {
      const parsed = OnlineSettingsSchema.safeParse({ online_konnect: "on", online_flouci: "on", online_deposit_percent: value, online_balance: "on" });
      expect(parsed.success, value).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe(DEPOSIT_PERCENT_MESSAGE);
    }
  });
});
