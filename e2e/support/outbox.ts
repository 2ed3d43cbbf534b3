import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';

/** The link under `prefix` in the text of a mail to `email` (undefined: no such mail). */
function linkIn(bodyText: string | undefined, email: string, prefix: string): string {
  const match = bodyText?.match(new RegExp(`${prefix}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${prefix} link mailed to ${email}`);
  return match[0];
}

/**
 * The path of the last link under `prefix` mailed to `email`, read from the portal's outbox (with
 * no SMTP configured, mail is kept there and logged), as a tester would read their inbox: from
 * the latest mail that holds one (a company's "awaiting approval" mail follows its link).
 */
function latestMailedPath(sqliteFile: string, email: string, prefix: string): string {
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select body_text from mail_outbox where lower(to_email) = lower(?) and instr(body_text, ?) > 0 order by id desc limit 1')
      .get(email, prefix) as { body_text: string } | undefined;
    return linkIn(row?.body_text, email, prefix);
  } finally {
    db.close();
  }
}

/** The verification link last mailed to `email` (`/verification/{hash}`). */
export function latestVerificationPath(sqliteFile: string, email: string): string {
  return latestMailedPath(sqliteFile, email, '/verification/');
}

/** The verification link last mailed to `email` by a portal on PostgreSQL (the cluster's outbox), read with psql. */
export function latestVerificationPathInPostgres(databaseUrl: string, email: string): string {
  const query = spawnSync('psql', [databaseUrl, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-v', `email=${email}`], {
    encoding: 'utf8',
    input: `select body_text from mail_outbox where lower(to_email) = lower(:'email') and strpos(body_text, '/verification/') > 0 order by id desc limit 1;`,
  });
  if (query.status !== 0) throw new Error(`psql: ${query.stderr}`);
  return linkIn(query.stdout || undefined, email, '/verification/');
}

/** The password reset link last mailed to `email` (`/reset-password/{hash}`). */
export function latestResetPasswordPath(sqliteFile: string, email: string): string {
  return latestMailedPath(sqliteFile, email, '/reset-password/');
}

export const e2eSqliteFile = () => {
  const file = process.env.E2E_SQLITE_FILE;
  if (!file) throw new Error('E2E_SQLITE_FILE is set by the global setup');
  return file;
};
