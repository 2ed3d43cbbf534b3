import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { printWaitingMail } from '../mail/operator-outbox.ts';

// `npm run outbox [-- --keep]`: the mails waiting in the outbox of an install without SMTP, on
// the database the server uses (DATABASE_URL or SQLITE_FILE). See mail/operator-outbox.ts.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const config = loadConfig(process.env, repoRoot);
const { db } = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });

try {
  await migrateToLatest(db);
  await printWaitingMail(db, (text) => console.log(text), { keep: process.argv.includes('--keep') });
} finally {
  await db.destroy();
}
