/**
 * Accounts the e2e server starts with: the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD
 * and the demo company and student from `npm run seed:demo` (see README).
 */
export const accounts = {
  admin: { email: 'admin@e2e.test', password: 'Admin-e2e-2026!' },
  student: { email: 'estudiante.demo@bolsa.test', password: 'Demo.Estudiante.2026' },
  company: { email: 'empresa.demo@bolsa.test', password: 'Demo.Empresa.2026' },
} as const;

export type AccountRole = keyof typeof accounts;
