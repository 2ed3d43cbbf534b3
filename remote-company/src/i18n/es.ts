import { companyMessages } from '../features/offers/offer-messages';
import { practicantesMessages } from '../features/practicas/practicantes-messages';

/**
 * Texts owned by remote-company (offers and applicants). Spanish only, as the shell's and the
 * other remotes' own texts: the spec's interface is Spanish, and the shared locale files (en,
 * fr, ar) cover the shared keys (menu titles, actions) only.
 */
export const messages: Record<string, string> = {
  'company.area': 'Empresa',
  ...companyMessages,
  ...practicantesMessages,
};
