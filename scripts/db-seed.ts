import { closeDb, getDbHandle } from "../app/db/client.server";
import { prepareDatabase } from "../app/db/prepare.server";
import { seedDatabase } from "../app/db/seed/seed.server";

// npm run db:seed — migrates, then fills every empty content table. Safe to run again.
try {
  const handle = getDbHandle();
  await prepareDatabase({ seed: false }, handle);
  const report = await handle.withExclusiveLock(() => seedDatabase(handle.db));
  const tables = Object.entries(report.inserted);
  console.log(
    tables.length === 0
      ? "Rien à insérer : chaque table a déjà son contenu."
      : `Contenu inséré : ${tables.map(([name, n]) => `${name} (${n})`).join(", ")}`,
  );
} catch (error) {
  console.error(`Seed impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
