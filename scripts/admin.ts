import { parseArgs } from "node:util";
import { getAuth } from "../app/auth/auth.server";
import { findUserIdByEmail, grantAdmin, revokeAdmin } from "../app/auth/roles.server";
import { closeDb } from "../app/db/client.server";
import { prepareDatabase } from "../app/db/prepare.server";

const USAGE = `Utilisation :
  npm run admin -- create --email admin@exemple.tn --password '…' [--name 'Nom']
  npm run admin -- grant  --email utilisateur@exemple.tn
  npm run admin -- revoke --email utilisateur@exemple.tn`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const [command] = positionals;
  const email = values.email?.trim().toLowerCase();
  if (!command || !["create", "grant", "revoke"].includes(command) || !email) {
    console.error(USAGE);
    return 2;
  }
  await prepareDatabase({ seed: false });

  if (command === "create") {
    if (!values.password) {
      console.error("--password est requis pour create (aucun mot de passe par défaut).");
      return 2;
    }
    if (await findUserIdByEmail(email)) {
      console.error(`Un compte existe déjà pour ${email} : utilisez grant.`);
      return 1;
    }
    const result = await getAuth().api.signUpEmail({
      body: { email, password: values.password, name: values.name ?? email.split("@")[0]! },
    });
    await grantAdmin(result.user.id);
    console.log(`Administrateur créé : ${email} (${result.user.id})`);
    return 0;
  }

  const userId = await findUserIdByEmail(email);
  if (!userId) {
    console.error(`Aucun compte pour ${email}.`);
    return 1;
  }
  if (command === "grant") {
    await grantAdmin(userId);
    console.log(`Rôle admin accordé à ${email}.`);
  } else {
    const removed = await revokeAdmin(userId);
    console.log(removed ? `Rôle admin retiré à ${email}.` : `${email} n'était pas administrateur.`);
  }
  return 0;
}

main()
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Échec : ${message}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
