// The real server the security checks try things against: the compiled server of the run on its
// production build, a fresh PGlite under a folder of the caller's, the outbox as the mail, the test
// hooks on (/__e2e/sql, /__e2e/user), and TRUST_PROXY on so that each actor can come from an
// address of their own (X-Forwarded-For), as on the internet.
import { randomUUID } from "node:crypto";
import { compiledProgram, ensureAppBuild, freePort, seedDataDir, startServer } from "../../server/test-server";

export async function startSecurityServer(dataDir: string): Promise<{ base: string; stop: () => void }> {
  ensureAppBuild();
  await seedDataDir(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer([compiledProgram()], {
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    TRUST_PROXY: "true",
    E2E_TEST_HOOKS: "1",
  });
  await server.ready;
  return {
    base,
    stop: () => {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    },
  };
}

/** Rows of a query run by the server's test hook. */
export async function e2eSql<T>(base: string, query: string): Promise<T[]> {
  const response = await fetch(`${base}/__e2e/sql`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { rows?: T[]; error?: string };
  if (!response.ok) throw new Error(`SQL refusé : ${body.error}`);
  return body.rows ?? [];
}

/** The Cookie header of a new administrator's session, made by the server's test hook. */
export async function e2eAdminCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/__e2e/user`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `admin-${randomUUID().slice(0, 8)}@imagine-events.tn`, admin: true }),
  });
  const admin = (await response.json()) as { cookies: { name: string; value: string }[] };
  return admin.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * The number of the order a plain checkout post stored: the post ends with a 303 to the order's
 * page (/commande/<token>?nouvelle=1, issue 38), whose title names it.
 */
export async function placedOrderNumber(base: string, response: Response): Promise<string> {
  if (response.status !== 303) throw new Error(`commande : HTTP ${response.status} au lieu de 303`);
  const location = response.headers.get("Location") ?? "";
  if (!/^\/commande\/[\w-]{43}\?nouvelle=1$/.test(location)) throw new Error(`commande : redirigée vers ${location}`);
  const page = await fetch(`${base}${location}`);
  const number = /<title>Commande (CMD-\d+) reçue/.exec(await page.text())?.[1];
  if (!number) throw new Error(`commande : pas de numéro sur ${location}`);
  return number;
}
