#!/usr/bin/env node
// `npm run moderator -- add|remove|list [email]`: grants or takes back the moderator role
// (decision 175) on the database named by DATABASE_URL (default file:data/app.db). The role is
// an operator's decision, so it is given here and never through the API. Run with the project's
// Node (npm run does that): it imports the app's TypeScript directly.
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { migrateToLatest } from "#app/backend/migrations/index.ts";
import { setModerator } from "#app/backend/moderation/roles.ts";

const USAGE = "usage: npm run moderator -- add <email> | remove <email> | list";

const [command, email, ...rest] = process.argv.slice(2);
if (command === "--help" || command === "-h") {
  console.log(USAGE);
  process.exit(0);
}
if (!["add", "remove", "list"].includes(command) || rest.length > 0 || (command === "list") !== (email === undefined)) {
  console.error(`moderator: ${USAGE}`);
  process.exit(2);
}

const opened = openDatabase(process.env.DATABASE_URL || "file:data/app.db", { poolSize: 1 });
try {
  await migrateToLatest(opened.db, opened.dialect);
  if (command === "list") {
    const rows = await opened.db
      .selectFrom("users")
      .select("email")
      .where("is_moderator", "=", true)
      .orderBy("email")
      .execute();
    console.log(rows.length === 0 ? "No moderators." : rows.map((row) => row.email).join("\n"));
  } else if (await setModerator(opened.db, email, command === "add", new Date())) {
    console.log(command === "add" ? `${email} is a moderator now.` : `${email} is no longer a moderator.`);
  } else {
    console.error(`moderator: no account has the email ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await opened.close();
}
