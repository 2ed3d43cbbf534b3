import { sql } from 'kysely';
import type { ServiceContext } from './context.ts';

/** A health check that waits longer than this reports the database as down. */
const DATABASE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the database answers a trivial query in time; rejects with the reason when not. */
export async function checkDatabase(context: Pick<ServiceContext, 'db'>): Promise<void> {
  await withTimeout(sql`select 1`.execute(context.db), DATABASE_TIMEOUT_MS);
}

export const healthMessages = {
  down: 'La base de datos no responde.',
} as const;
