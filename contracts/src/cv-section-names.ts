import type { CvSectionTitle } from './cv.ts';

/**
 * The CV sections' Spanish names, by menu title: the menu and the CV screens
 * (shared/src/i18n/messages/es.ts) and the PDF's headings (server) say the same words.
 */
export const cvSectionNames = {
  main_info: 'Información personal',
  main_u: 'Formación universitaria',
  main_education: 'Formación externa',
  main_languages: 'Idiomas',
  main_computer: 'Conocimientos informáticos',
  main_other: 'Otras habilidades',
  main_courses: 'Cursos',
  main_work: 'Experiencia laboral',
  main_extra: 'Actividades extracurriculares',
} as const satisfies Record<CvSectionTitle, string>;
