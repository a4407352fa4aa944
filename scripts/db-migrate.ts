import { closeDb } from "../app/db/client.server";
import { prepareDatabase } from "../app/db/prepare.server";

try {
  await prepareDatabase({ seed: false });
  console.log("Migrations appliquées.");
} catch (error) {
  console.error(`Migration impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
