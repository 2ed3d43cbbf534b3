/** Texts owned by remote-cv (CV sections, student offers and applications). */
export const messages: Record<string, string> = {
  'cv.area': 'Hoja de vida',
};
