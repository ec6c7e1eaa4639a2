// Operator command: grant or revoke administrator rights by email.
//   npm run admin -- grant someone@example.com
//   npm run admin -- revoke someone@example.com
//   npm run admin -- list
// Works before the account exists: the grant applies when it signs up.
import { loadConfig } from "../src/server/config.js";
import { connectDatabase } from "../src/server/db/connect.js";
import { migrateToLatest } from "../src/server/db/migrations.js";

const [command, email] = process.argv.slice(2);
const usage = "usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

const config = loadConfig();
const database = connectDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.dialect);
  const { db } = database;
  if (command === "list") {
    const rows = await db.selectFrom("administrators").select(["email", "granted_at"]).orderBy("email").execute();
    for (const row of rows) console.log(`${row.email}\tgranted ${row.granted_at}`);
    for (const fromEnv of config.adminEmails) console.log(`${fromEnv}\tfrom ADMIN_EMAILS`);
  } else if ((command === "grant" || command === "revoke") && email && /^[^@\s]+@[^@\s]+$/.test(email)) {
    const normalized = email.trim().toLowerCase();
    if (command === "grant") {
      await db
        .insertInto("administrators")
        .values({ email: normalized, granted_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
      console.log(`${normalized} is an administrator`);
    } else {
      const result = await db.deleteFrom("administrators").where("email", "=", normalized).executeTakeFirst();
      console.log(Number(result.numDeletedRows) ? `${normalized} is no longer an administrator` : `${normalized} had no grant`);
      if (config.adminEmails.includes(normalized)) console.log("It is still listed in ADMIN_EMAILS; remove it there too.");
    }
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
