import { cvMessages } from '../features/cv/cv-messages';
import { sectionMessages } from '../features/cv/sections/section-messages';
import { offersMessages } from '../features/offers/offers-messages';
import { practicasMessages } from '../features/practicas/practicas-messages';

/**
 * Texts owned by remote-cv (CV sections, student offers and applications). Spanish only, as the
 * shell's and the other remotes' own texts: the spec's interface is Spanish, and the shared
 * locale files (en, fr, ar) cover the shared keys (menu titles, actions) only.
 */
export const messages: Record<string, string> = {
  'cv.area': 'Hoja de vida',
  ...cvMessages,
  ...sectionMessages,
  ...offersMessages,
  ...practicasMessages,
};
