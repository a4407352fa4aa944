import { describe, expect, it } from "vitest";
import { assembleFigures, conversionText, eventTypeIndex, FIGURE_EVENT_TYPES, hoursOf, hoursText } from "./request-figures";

describe("the requests' figures, pure", () => {
  it("puts a type the form no longer offers under 'Autre'", () => {
    expect(FIGURE_EVENT_TYPES.at(-1)).toBe("Autre");
    expect(eventTypeIndex("Mariage")).toBe(FIGURE_EVENT_TYPES.indexOf("Mariage"));
    expect(eventTypeIndex("Bal masqué")).toBe(FIGURE_EVENT_TYPES.indexOf("Autre"));
  });

  it("writes a rate to a tenth of a percent, rounded half up, and durations in hours", () => {
    expect(conversionText(0, 0)).toBe("—");
    expect(conversionText(1, 2)).toBe("33,3\u00a0%");
    expect(conversionText(2, 1)).toBe("66,7\u00a0%");
    expect(conversionText(1, 7)).toBe("12,5\u00a0%");
    expect(conversionText(3, 0)).toBe("100\u00a0%");
    expect(conversionText(1, 1999)).toBe("0,1\u00a0%");
    expect(hoursOf(13_500)).toBe(3.8);
    expect(hoursOf(null)).toBeNull();
    expect(hoursText(3.8)).toBe("3,8\u00a0h");
    expect(hoursText(52)).toBe("52\u00a0h");
    expect(hoursText(null)).toBe("—");
  });

  it("lays rows out on the twelve months, a month without any at zero, and adds them up exactly", () => {
    const figures = assembleFigures({
      today: "2031-03-15",
      months: ["2031-02", "2031-03"],
      arrivals: [
        { month: "2031-03", type: "Mariage", requests: 2, answered: 1, medianSeconds: 3600 },
        { month: "2031-03", type: "Bal masqué", requests: 1, answered: 1, medianSeconds: 10_800 },
        { month: "2031-03", type: null, requests: 3, answered: 2, medianSeconds: 7200 },
        // Outside the months asked for: left out.
        { month: "2030-01", type: "Mariage", requests: 9, answered: 0, medianSeconds: null },
        { month: "2030-01", type: null, requests: 9, answered: 0, medianSeconds: null },
        { month: null, type: null, requests: 3, answered: 2, medianSeconds: 7200 },
      ],
      decisions: [
        { month: "2031-02", won: 1, lost: 0, wonValue: "0.10" },
        { month: "2031-03", won: 1, lost: 2, wonValue: "0.20" },
      ],
    });
    expect(figures.months.map((m) => [m.key, m.label, m.longLabel, m.total])).toEqual([
      ["2031-02", "févr. 2031", "février 2031", 0],
      ["2031-03", "mars 2031", "mars 2031", 3],
    ]);
    expect(figures.months[0]!.medianHours).toBeNull();
    expect(figures.months[1]!.requests).toEqual(FIGURE_EVENT_TYPES.map((type) => (type === "Mariage" ? 2 : type === "Autre" ? 1 : 0)));
    expect(figures.totals).toMatchObject({ total: 3, answered: 2, medianHours: 2, won: 2, lost: 2, wonValue: "0.30" });
  });
});
