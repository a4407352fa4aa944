import { describe, expect, it } from "vitest";
import { KNOWN_VIOLATIONS, layerProblems, layerViolation, missingFromReadme, readmeFolders } from "./check-layers";

describe("the layer rule", () => {
  it("refuses an import that climbs up", () => {
    expect(layerViolation("emails/order-emails.tsx", "orders/status.ts")).toBe("layer emails and documents may not import layer domains");
    expect(layerViolation("orders/mail.server.ts", "admin/orders/queries.server.ts")).toBe("layer domains may not import layer screens");
    expect(layerViolation("lib/pricing.ts", "routes/site/layout.tsx")).toBe("layer lib may not import layer routes");
    expect(layerViolation("db/client.server.ts", "lib/mail-queue.server.ts")).toBe("layer db may not import layer lib");
  });

  it("accepts an import downward or within a layer", () => {
    expect(layerViolation("routes/admin/order.tsx", "admin/orders/order-page.server.ts")).toBeNull();
    expect(layerViolation("admin/orders/order-page.server.ts", "orders/status.ts")).toBeNull();
    expect(layerViolation("orders/mail.server.ts", "emails/render.server.ts")).toBeNull();
    expect(layerViolation("requests/follow-ups.server.ts", "orders/status.ts")).toBeNull();
    expect(layerViolation("root.tsx", "components/toaster.tsx")).toBeNull();
    // The database's client reads the environment, placed below it.
    expect(layerViolation("db/client.server.ts", "lib/env.server.ts")).toBeNull();
  });

  it("lets tests import anything, and only tests import test-support", () => {
    expect(layerViolation("orders/calendar-feed/calendar-feed-route.test.ts", "routes/resources/calendar-feed.ts")).toBeNull();
    expect(layerViolation("orders/status.test.ts", "test-support/databases.server.ts")).toBeNull();
    expect(layerViolation("orders/status.ts", "test-support/databases.server.ts")).toBe("only tests may import test-support/");
  });

  it("refuses a folder that no layer places", () => {
    expect(layerViolation("newthing/a.ts", "lib/pricing.ts")).toBe("newthing/ is in no layer of scripts/check-layers.ts");
  });

  it("allows no known violation by default", () => {
    expect(KNOWN_VIOLATIONS.every((entry) => /^app\/\S+ → app\/\S+$/.test(entry))).toBe(true);
  });
});

describe("the map's folders", () => {
  const readme = [
    "| Folder | What it holds | May import |",
    "|---|---|---|",
    "| `routes/` (+ `routes.ts`) | One file per URL. | everything below |",
    "| `orders/` | The order. | `emails/`, `lib/` |",
  ].join("\n");

  it("reads the folders of the table's first column only", () => {
    expect([...readmeFolders(readme)].sort()).toEqual(["orders", "routes"]);
  });

  it("reports a top folder missing from the table", () => {
    expect(missingFromReadme(["orders", "routes", "money", "emails"], readme)).toEqual(["emails", "money"]);
    expect(missingFromReadme(["orders", "routes"], readme)).toEqual([]);
  });
});

describe("the check's verdict", () => {
  const readme = "| `orders/` | The order. | `lib/` |\n| `lib/` | Shared. | `db/` |";
  const climbing = [{ edge: "app/lib/a.ts → app/orders/b.ts", why: "layer lib may not import layer domains" }];

  it("prints a climbing import with its layers, unless it is a known one", () => {
    expect(layerProblems(climbing, [], ["orders", "lib"], readme)).toEqual(["app/lib/a.ts → app/orders/b.ts (layer lib may not import layer domains)"]);
    expect(layerProblems(climbing, ["app/lib/a.ts → app/orders/b.ts"], ["orders", "lib"], readme)).toEqual([]);
  });

  it("fails on a known violation that no longer occurs", () => {
    expect(layerProblems([], ["app/lib/a.ts → app/orders/b.ts"], ["orders", "lib"], readme)).toEqual([
      "app/lib/a.ts → app/orders/b.ts : no longer occurs, remove it from KNOWN_VIOLATIONS",
    ]);
  });

  it("fails on a top folder missing from the README or from the layers", () => {
    expect(layerProblems([], [], ["orders", "lib", "money", "stuff"], readme)).toEqual([
      "app/stuff/ is in no layer of LAYERS",
      "app/money/ is missing from app/README.md's table",
      "app/stuff/ is missing from app/README.md's table",
    ]);
  });
});
