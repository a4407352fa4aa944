import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAccount, formRequest, getRequest } from "~/test-support/auth.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import routes from "~/routes";

/**
 * Walks the route table (app/routes.ts) and checks that every loader and action of every back
 * office route refuses a visitor and a signed-in non-admin. Generic on purpose: a route added
 * under /admin tomorrow is checked without touching this file.
 */

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type AdminRoute = { url: string; file: string };

function adminRoutes(entries: readonly RouteEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const url = [parent, entry.path ?? ""].filter(Boolean).join("/").replace(/\/+/g, "/");
    const own = url === "admin" || url.startsWith("admin/") || entry.file.startsWith("routes/admin/") ? [{ url: `/${url}`, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], url)];
  });
}

/** A concrete URL for a pattern: each :param becomes "test", optional segments are dropped. */
const concrete = (url: string) =>
  url
    .split("/")
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) => (segment.startsWith(":") ? "test" : segment === "*" ? "test" : segment))
    .join("/");

const paramsOf = (url: string) =>
  Object.fromEntries(url.split("/").filter((s) => s.startsWith(":")).map((s) => [s.slice(1).replace(/\?$/, ""), "test"]));

type Handler = (args: { request: Request; params: Record<string, string>; context: object }) => unknown;

/** "redirect to /auth", "401", "403", or what else the handler did (a failure). */
async function outcome(handler: Handler, request: Request, params: Record<string, string>): Promise<string> {
  let result: unknown;
  try {
    result = await handler({ request, params, context: {} });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    if (result.status >= 300 && result.status < 400) return `redirect to ${result.headers.get("Location")?.split("?")[0]}`;
    return String(result.status);
  }
  const wrapped = result as { type?: string; init?: { status?: number } } | null;
  if (wrapped?.type === "DataWithResponseInit") return String(wrapped.init?.status ?? 200);
  return `answered: ${JSON.stringify(result)?.slice(0, 120)}`;
}

let database: TestDatabase;
let nonAdminCookie: string;
beforeAll(async () => {
  database = await useTestDatabase();
  nonAdminCookie = (await createTestAccount("pas-admin@example.tn")).cookie;
});
afterAll(() => database.dispose());

const found = adminRoutes(routes as unknown as RouteEntry[]);

describe("back office guards", () => {
  it("finds the back office in the route table", () => {
    expect(found.map((r) => r.url)).toContain("/admin");
    expect(found.length).toBeGreaterThanOrEqual(5);
  });

  for (const route of found) {
    it(`${route.url} (${route.file}) refuses visitors and non-admins`, async () => {
      const mod = (await import(`../../${route.file}`)) as { loader?: Handler; action?: Handler };
      const url = concrete(route.url);
      const params = paramsOf(route.url);
      expect(mod.loader ?? mod.action, `${route.file} has neither loader nor action`).toBeDefined();

      if (mod.loader) {
        expect(await outcome(mod.loader, getRequest(url), params)).toMatch(/^(redirect to \/auth|401)$/);
        expect(await outcome(mod.loader, getRequest(url, nonAdminCookie), params)).toMatch(/^(redirect to \/auth|403)$/);
      }
      if (mod.action) {
        const fields = { intent: "delete", id: "00000000-0000-0000-0000-000000000000" };
        expect(await outcome(mod.action, formRequest(url, fields), params)).toMatch(/^(redirect to \/auth|401)$/);
        expect(await outcome(mod.action, formRequest(url, fields, { cookie: nonAdminCookie }), params)).toMatch(
          /^(redirect to \/auth|403)$/,
        );
      }
    });
  }
});
