import { fileURLToPath } from 'node:url';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedBase } from '../db/seed/seed-base.ts';
import { demoAccounts, seedDemo } from '../db/seed/demo.ts';
import { seedDemoOffers } from '../db/seed/demo-offers.ts';
import { demoTutor, seedDemoPracticums } from '../db/seed/demo-practicums.ts';

// `npm run seed:demo`: the same database the server would open (DATABASE_URL or SQLITE_FILE).
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const config = loadConfig(process.env, repoRoot);
const { db, dialect } = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
const log = {
  info: (_object: object, message: string) => console.log(message),
  warn: (object: object | string, message?: string) => console.warn(message ?? object),
};

try {
  await migrateToLatest(db);
  await seedBase(db, dialect, config.admin, log, hashPassword);
  const created = await seedDemo(db, hashPassword);
  console.log(created.length > 0 ? `Cuentas de demostración creadas: ${created.join(', ')}` : 'Las cuentas de demostración ya existían.');
  for (const account of Object.values(demoAccounts)) console.log(`  ${account.email} / ${account.password}`);
  const offers = await seedDemoOffers(db, { company: demoAccounts.company.email, student: demoAccounts.student.email });
  if (offers > 0) console.log(`Ofertas de demostración creadas: ${offers} (la estudiante postuló a «Desarrollador web junior»).`);
  const practicums = await seedDemoPracticums(db, hashPassword, {
    company: demoAccounts.company.email,
    student: demoAccounts.student.email,
  });
  if (practicums.length > 0)
    console.log(`Prácticas de demostración: ${practicums.join(', ')} (${demoTutor.email} / ${demoTutor.password}).`);
} finally {
  await db.destroy();
}
