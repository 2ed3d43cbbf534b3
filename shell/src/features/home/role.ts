/** Stable role ids (PRODUCT.md): 1 Administrador, 2 Empresa, 3 Estudiante. */
export type PortalRole = 'admin' | 'company' | 'student';

export function portalRole(roleId: number | undefined): PortalRole | null {
  if (roleId === 1) return 'admin';
  if (roleId === 2) return 'company';
  if (roleId === 3) return 'student';
  return null;
}
