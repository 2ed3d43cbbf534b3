import type { APIRequestContext } from '@playwright/test';
import { randomCompanyRuc, uniqueEmail } from './identities';
import { signUpVerified } from './sign-up';

/**
 * What the company sign-up screen sends (POST /api/user/singup/company) for `account`, with a
 * fresh RUC: the company then verifies its e-mail and waits for an administrator's approval.
 */
export function companySignupBody(account: { email: string; password: string; empresa: string; ruc?: string }) {
  return {
    ruc: account.ruc ?? randomCompanyRuc(),
    empresa: account.empresa,
    descripcion: 'Desarrollo de software a la medida para cooperativas de ahorro y crédito.',
    representante: 'María Núñez',
    pais: 'EC',
    provincia: '17',
    ciudad: 'Quito',
    telefono: '022345678',
    web: null,
    cargo: 'Gerente',
    telcontacto: '0991234567',
    nomcontacto: 'Ana Torres',
    email: account.email,
    password: account.password,
  };
}

/**
 * A company signed up through the API as the sign-up screen sends it, and verified with the
 * link mailed to the outbox: it can sign in, and waits for an administrator.
 */
export async function newPendingCompany(request: APIRequestContext) {
  const suffix = Date.now().toString(36).toUpperCase();
  const account = {
    email: uniqueEmail('empresa'),
    password: 'Clave-segura-2026',
    ruc: randomCompanyRuc(),
    empresa: `Andes Software ${suffix} S.A.`,
  };
  await signUpVerified(request, '/api/user/singup/company', companySignupBody(account), account.email);
  return account;
}
