import type { CvEntrySection, CvSection } from '@portal/contracts';
import type { Database } from '../types.ts';

/**
 * Where each CV section is stored. A row's columns are the section's API field names
 * (contracts/src/cv.ts `cvFieldRules`), so one generic repository serves the eight repeatable
 * sections and the catalog registry finds every code column from the contract's table.
 */
export const cvTables = {
  basic: 'cv_basic',
  'education-in': 'cv_education_in',
  'education-out': 'cv_education_out',
  languages: 'cv_languages',
  computer: 'cv_computer',
  other: 'cv_other',
  courses: 'cv_courses',
  work: 'cv_work',
  extra: 'cv_extra',
} as const satisfies Record<CvSection, keyof Database>;

export type CvEntryTable = (typeof cvTables)[CvEntrySection];

/** How a section's entries are listed: the latest first where they have dates, else as added. */
export const cvEntryOrder: Record<CvEntrySection, ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>> = {
  'education-in': [
    ['fecha_inicio', 'desc'],
    ['id', 'desc'],
  ],
  'education-out': [
    ['fecha_inicio', 'desc'],
    ['id', 'desc'],
  ],
  languages: [['id', 'asc']],
  computer: [['id', 'asc']],
  other: [['id', 'asc']],
  courses: [
    ['fecha', 'desc'],
    ['id', 'desc'],
  ],
  work: [
    ['fecha_inicio', 'desc'],
    ['id', 'desc'],
  ],
  extra: [
    ['fecha_inicio', 'desc'],
    ['id', 'desc'],
  ],
};
