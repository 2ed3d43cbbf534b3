/** Texts owned by remote-company (offers and applicants). */
export const messages: Record<string, string> = {
  'company.area': 'Empresa',
};
