import { randomCompanyRuc } from './identities';

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
