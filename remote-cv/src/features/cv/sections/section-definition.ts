import type { CvEntrySection } from '@portal/contracts';
import type { CvEntry, CvEntryBody } from '@portal/contracts/schemas';
import type { FormikValues } from 'formik';
import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';

/** What an entry's card shows: a title (its heading), who or where, when, and a few details. */
export interface EntrySummary {
  title: string;
  subtitle?: string;
  /** "mar. 2021 – En curso", already formatted. */
  period?: string;
  details?: string[];
}

/**
 * One repeatable section, told to the generic screen (section-screen.tsx): how an entry becomes
 * form values and back, the form's fields, and how a card sums an entry up. Texts are
 * `cv.{section}.*` (section-messages.ts).
 */
export interface SectionDefinition<S extends CvEntrySection, V extends FormikValues> {
  section: S;
  /** A new entry's form. */
  blank: V;
  toValues: (entry: CvEntry<S>) => V;
  /** What the form sends (the API's body). */
  toBody: (values: V) => CvEntryBody<S>;
  /** The form's fields, rendered inside the drawer's Formik. */
  Fields: ComponentType;
  summarize: (entry: CvEntry<S>, intl: IntlShape) => EntrySummary;
}

/** Builds a definition with its types checked against the section's contract. */
export const defineSection = <S extends CvEntrySection, V extends FormikValues>(definition: SectionDefinition<S, V>) => definition;
