import type { Kysely } from 'kysely';
import { randomSecret, sha256Hex } from '../auth/secrets.ts';
import { deleteUnusedVerificationTokens, insertVerificationToken } from '../db/repositories/verification-tokens.ts';
import type { Database } from '../db/types.ts';
import { isoIn } from '../lib/time.ts';
import { verificationLink, verificationMail } from '../mail/templates.ts';
import type { ChangeSet } from './changes.ts';
import type { ServiceContext } from './context.ts';

/** PRODUCT.md: a verification link is single use and expires after 24 hours. */
export const VERIFICATION_LIFETIME_SECONDS = 24 * 3600;

/** A fresh link (the user's unused ones stop working) and the mail that carries it. */
export async function sendVerificationLink(
  trx: Kysely<Database>,
  changes: ChangeSet,
  site: ServiceContext['site'],
  user: { id_us: number; email: string },
): Promise<void> {
  const secret = randomSecret();
  const issuedAt = new Date();
  await deleteUnusedVerificationTokens(trx, user.id_us);
  await insertVerificationToken(trx, {
    user_id: user.id_us,
    email: user.email,
    token_hash: sha256Hex(secret),
    // One clock reading: the link lives exactly its 24 hours.
    created_at: issuedAt.toISOString(),
    expires_at: isoIn(VERIFICATION_LIFETIME_SECONDS, issuedAt),
  });
  await changes.queueMail(verificationMail(site, user.email, verificationLink(site, secret)));
}
