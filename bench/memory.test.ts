import { describe, expect, it } from "vitest";
import { formatMemory, statusMb } from "./memory";

describe("memory bench", () => {
  const status = "Name:\tnode\nVmHWM:\t  412760 kB\nVmRSS:\t  389864 kB\nRssAnon:\t  300000 kB\n";

  it("reads resident sizes from /proc/<pid>/status in MB", () => {
    expect(statusMb(status, "VmRSS")).toBe(381);
    expect(statusMb(status, "VmHWM")).toBe(403);
    expect(() => statusMb(status, "VmSwap")).toThrow(/VmSwap/);
  });

  it("marks the figures over their target", () => {
    const table = formatMemory([
      { database: "pglite", bootRssMb: 320, loadRssMb: 410, peakRssMb: 420, bootSeconds: 12, requestsPerSecond: 500, errors: 0 },
      { database: "postgres", bootRssMb: 180, loadRssMb: 250, peakRssMb: 260, bootSeconds: 4, requestsPerSecond: 600, errors: 0 },
    ]);
    const [pglite, postgres] = table.split("\n").slice(2);
    expect(pglite).toMatch(/^pglite\s+320\s+410 ✗/);
    expect(postgres).toMatch(/^postgres\s+180\s+250\s+260/);
    expect(postgres).not.toContain("✗");
  });
});
