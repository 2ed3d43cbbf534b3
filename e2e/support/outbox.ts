import Database from 'better-sqlite3';

/**
 * The verification link last mailed to `email`, read from the portal's outbox (with no SMTP
 * configured, mail is kept there and logged), as a tester would read their inbox. The latest
 * mail that holds one: a company gets "awaiting approval" after its link.
 */
export function latestVerificationPath(sqliteFile: string, email: string): string {
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "select body_text from mail_outbox where lower(to_email) = lower(?) and body_text like '%/verification/%' order by id desc limit 1",
      )
      .get(email) as { body_text: string } | undefined;
    const match = row?.body_text.match(/\/verification\/[A-Za-z0-9_-]+/);
    if (!match) throw new Error(`No verification link mailed to ${email}`);
    return match[0];
  } finally {
    db.close();
  }
}

export const e2eSqliteFile = () => {
  const file = process.env.E2E_SQLITE_FILE;
  if (!file) throw new Error('E2E_SQLITE_FILE is set by the global setup');
  return file;
};
