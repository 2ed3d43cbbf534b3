import type { FastifyInstance } from 'fastify';
import { issueAccessToken } from '../../src/auth/access-tokens.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { insertCompanyProfile } from '../../src/db/repositories/company-profiles.ts';
import { findUserIdByEmail, insertUser } from '../../src/db/repositories/users.ts';
import { insertVerificationToken } from '../../src/db/repositories/verification-tokens.ts';
import { sha256Hex } from '../../src/auth/secrets.ts';
import { ROLE_IDS, cedulaCheckDigit } from '@portal/contracts';
import { isoIn, isoNow } from '../../src/lib/time.ts';
import { ApiCaller } from './api-caller.ts';
import { testAdmin } from './test-app.ts';

export const TEST_PASSWORD = 'Clave.Segura.2026';

/** argon2 at the required cost takes ~50 ms: hash the shared test password once per file. */
let passwordHash: Promise<string> | undefined;
const sharedHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

let counter = 0;
const offset = Math.floor(Math.random() * 500_000);

/** A cédula that passes the check digit, different on each call (province 17, Pichincha). */
export function uniqueCedula(): string {
  counter += 1;
  const firstNine = `17${String((offset + counter) % 1_000_000).padStart(6, '0')}`.replace(/^(\d{2})[6-9]/, '$10') + '1';
  return `${firstNine}${cedulaCheckDigit(firstNine)}`;
}

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@test.local`;
}

export interface TestAccount {
  id: number;
  email: string;
  token: string;
  caller: ApiCaller;
}

/** An account written straight to the database, verified and active unless told otherwise, with a token. */
export async function createAccount(
  app: FastifyInstance,
  options: { role?: number; verified?: boolean; status?: 'activo' | 'inactivo'; company?: boolean; email?: string } = {},
): Promise<TestAccount> {
  const role = options.role ?? ROLE_IDS.student;
  const email = options.email ?? uniqueEmail(role === ROLE_IDS.company ? 'empresa' : 'estudiante');
  const now = isoNow();
  const id = await insertUser(app.db, {
    name_us: `Usuario ${email.split('@')[0]}`,
    email,
    dni: role === ROLE_IDS.admin ? null : uniqueCedula(),
    dni_type: role === ROLE_IDS.admin ? null : 'cedula',
    password_hash: await sharedHash(),
    role_id: role,
    status: options.status ?? 'activo',
    email_verified_at: options.verified === false ? null : now,
    created_at: now,
    updated_at: now,
  });
  if (options.company ?? role === ROLE_IDS.company) {
    await insertCompanyProfile(app.db, {
      user_id: id,
      ruc: `1790${String(100000 + id).padStart(6, '0')}001`.slice(0, 13),
      empresa: `Empresa ${id}`,
      descripcion: 'Servicios',
      representante: 'Ana Pérez',
      pais: 'EC',
      provincia: '17',
      ciudad: 'Quito',
      telefono: '022345678',
      web: null,
      cargo: 'Gerente',
      telcontacto: '0991234567',
      nomcontacto: 'Luis Mora',
      status: 'pendiente',
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    });
  }
  const token = await issueAccessToken(app.db, id, false, app.config.tokenIdleSeconds);
  return { id, email, token, caller: new ApiCaller(app, token) };
}

/** The seeded administrator, with a fresh token. */
export async function adminAccount(app: FastifyInstance): Promise<TestAccount> {
  const id = (await findUserIdByEmail(app.db, testAdmin.email))!;
  const token = await issueAccessToken(app.db, id, false, app.config.tokenIdleSeconds);
  return { id, email: testAdmin.email, token, caller: new ApiCaller(app, token) };
}

export function relaxThrottle(config: { throttle: Record<string, { max: number }> }): void {
  for (const limit of Object.values(config.throttle)) limit.max = 10_000;
}

/** A verification link stored straight in the database for `sentTo` (valid for an hour); returns its secret. */
export async function storeVerificationLink(app: FastifyInstance, userId: number, sentTo: string, secret: string): Promise<string> {
  await insertVerificationToken(app.db, {
    user_id: userId,
    email: sentTo,
    token_hash: sha256Hex(secret),
    created_at: isoNow(),
    expires_at: isoIn(3600),
  });
  return secret;
}
