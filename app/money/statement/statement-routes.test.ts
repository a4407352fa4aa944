import { describe, expect, it } from "vitest";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { orderAccessToken } from "~/orders/access.server";
import { formatOrderNumber } from "~/orders/status";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import * as adminStatementRoute from "~/routes/admin/order-statement";
import * as clientStatementRoute from "~/routes/shop/order-statement";

// The 'Relevé de compte' PDF's two doors: the back office's, for admins only (the role is checked
// before the order is looked up), and the client's order link, where a wrong token is a 404.

const route = setUpAdminRoute("statement-routes", { seed: (database) => insertSiteSettings(database.db) });

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;
const adminStatement = (number: string, cookie?: string) =>
  settle(() => adminStatementRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}/releve.pdf`, cookie), { number })));
const clientStatement = (token: string) => settle(() => clientStatementRoute.loader(withParams(getRequest(`/commande/${token}/releve.pdf`), { token })));

describe("the statement's PDF routes", () => {
  it("answers admins only, and a client through their order's link", async () => {
    const db = route.database.db;
    const product = await insertProduct(db, { name: "Enceinte", price: "100.00", stock_quantity: 5 });
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const number = formatOrderNumber(order.order_number);

    expect((await adminStatement(number)).status).toBe(401);
    expect((await adminStatement(number, route.member)).status).toBe(403);
    expect((await adminStatement("CMD-999999", route.admin)).status).toBe(404);
    const download = await adminStatement(number, route.admin);
    expect(download.status).toBe(200);
    expect(download.response!.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.response!.headers.get("Content-Disposition")).toBe(`inline; filename="releve-${number}.pdf"`);
    expect(Buffer.from(await download.response!.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    const token = orderAccessToken(order);
    const mine = await clientStatement(token);
    expect(mine.status).toBe(200);
    expect(mine.response!.headers.get("X-Robots-Tag")).toBe("noindex");
    expect((await clientStatement(`${token.slice(0, -2)}AA`)).status).toBe(404);
    expect((await clientStatement(number)).status).toBe(404);
  });
});
