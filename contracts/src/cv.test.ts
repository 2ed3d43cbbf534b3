import { Value } from 'typebox/value';
import { cvCaseToday, cvEntryCases, cvFieldCases, cvSampleBodies } from '../test-cases/cv-cases.ts';
import {
  ageOn,
  cvCompleteness,
  cvEntryMessages,
  cvEntrySections,
  cvField,
  cvFieldMessage,
  cvFieldOfRuleName,
  cvFieldRuleName,
  cvFieldRules,
  cvMessages,
  type CvSection,
  cvSectionKeys,
  cvSections,
  cvSectionTitle,
  isCalendarDate,
  shiftDate,
} from './cv.ts';
import { cvSectionTitles } from './menu-titles.ts';
import { CvBasicBody, cvEntrySchemas } from './schemas/cv.ts';
import { fillMessage, validationMessages } from './validation-messages.ts';

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 26 ? `${text.slice(0, 23)}…` : text;
};
const cases = cvSections.flatMap((section) =>
  Object.entries(cvFieldCases[section]).flatMap(([name, list]) => list.map((test) => [section, name, show(test.value), test] as const)),
);
const university = { universidad_id: 1, facultad: 'Facultad de Ingeniería', carrera: 'Ingeniería en Sistemas' };
const samples = cvSampleBodies(university);
const bodySchema = (section: CvSection) => (section === 'basic' ? CvBasicBody : cvEntrySchemas[section].body);

describe('the table of CV field cases', () => {
  it.each(cases)('%s.%s %s', (section, name, _, test) => {
    expect(cvFieldMessage(cvField(section, name as never), test.value, cvCaseToday)).toBe(test.message);
  });

  // The server's schema runs first: it must accept every value the rules accept, and what it
  // refuses the rules refuse too (their message is the one the 422 then says).
  it.each(cases)('the schema of %s.%s agrees on %s', (section, name, _, test) => {
    const accepted = Value.Check(bodySchema(section), { ...samples[section], [name]: test.value });
    if (test.message === null) expect(accepted).toBe(true);
    else if (!accepted) expect(cvFieldMessage(cvField(section, name as never), test.value, cvCaseToday)).not.toBeNull();
  });

  it('has cases for every field of every section', () => {
    for (const section of cvSections) expect(Object.keys(cvFieldCases[section]).sort()).toEqual(Object.keys(cvFieldRules[section]).sort());
  });

  it.each(cvSections)('the sample body of %s is valid for its schema and its rules', (section) => {
    expect(Value.Check(bodySchema(section), samples[section])).toBe(true);
    expect(cvEntryMessages(section, samples[section], cvCaseToday)).toEqual({});
  });
});

describe('cvEntryMessages', () => {
  it.each(cvEntryCases.map((test) => [test.section, show(test.changes), test] as const))('%s %s', (section, _, test) => {
    expect(cvEntryMessages(section, { ...samples[section], ...test.changes }, cvCaseToday)).toEqual(test.errors);
  });

  it('names every field that is missing', () => {
    expect(cvEntryMessages('courses', {}, cvCaseToday)).toEqual({
      nombre: validationMessages.required,
      institucion: validationMessages.required,
      horas: validationMessages.required,
      fecha: validationMessages.required,
      tipo: validationMessages.required,
    });
  });
});

describe('dates', () => {
  it('knows the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-04-31')).toBe(false);
    expect(isCalendarDate('2023-4-30')).toBe(false);
  });

  it('counts whole years of age', () => {
    expect(ageOn('2005-06-15', '2020-06-14')).toBe(14);
    expect(ageOn('2005-06-15', '2020-06-15')).toBe(15);
    expect(ageOn('2004-02-29', '2019-03-01')).toBe(15);
  });

  it('moves a day by years and days', () => {
    expect(shiftDate('2024-12-31', { days: 1 })).toBe('2025-01-01');
    expect(shiftDate('2028-02-29', { years: 10 })).toBe('2038-03-01');
    expect(shiftDate('2024-03-01', { years: -1, days: -1 })).toBe('2023-02-28');
  });

  it('judges against the day it is given', () => {
    const birth = cvField('basic', 'fecha_nacimiento');
    expect(cvFieldMessage(birth, '2010-01-02', '2025-01-01')).toBe(fillMessage(cvMessages.age, { min: 15, max: 100 }));
    expect(cvFieldMessage(birth, '2010-01-02', '2025-01-02')).toBeNull();
  });
});

describe('sections', () => {
  it('are guarded by the CV menu items in menu order', () => {
    expect(cvSections.map((section) => cvSectionTitle[section])).toEqual([...cvSectionTitles]);
    expect(cvSectionTitle.courses).toBe('main_courses');
  });

  it('are the basic section and the eight repeatable ones, with snake_case keys', () => {
    expect([...cvEntrySections]).toEqual(cvSections.filter((section) => section !== 'basic'));
    expect(cvSectionKeys['education-in']).toBe('education_in');
    expect(Object.values(cvSectionKeys).every((key) => /^[a-z_]+$/.test(key))).toBe(true);
  });

  it('name their fields for the schemas’ annotation', () => {
    expect(cvFieldOfRuleName(cvFieldRuleName('work', 'fecha_fin'))).toBe(cvField('work', 'fecha_fin'));
    expect(cvFieldOfRuleName('cv:work.nope')).toBeUndefined();
    expect(cvFieldOfRuleName('cv:nope.fecha_fin')).toBeUndefined();
    expect(cvFieldOfRuleName('cv:work.constructor')).toBeUndefined();
    expect(cvFieldOfRuleName('email')).toBeUndefined();
  });
});

describe('cvCompleteness', () => {
  it('is 0 % with every section missing, in menu order', () => {
    expect(cvCompleteness([])).toEqual({ percent: 0, missing: [...cvSections] });
  });

  it('rounds each filled section to a ninth', () => {
    expect(cvCompleteness(['basic'])).toEqual({ percent: 11, missing: cvSections.filter((section) => section !== 'basic') });
    expect(cvCompleteness(['basic', 'work', 'languages']).percent).toBe(33);
    expect(cvCompleteness(cvSections.slice(0, 5)).percent).toBe(56);
  });

  it('is 100 % with every section filled', () => {
    expect(cvCompleteness([...cvSections].reverse())).toEqual({ percent: 100, missing: [] });
  });
});
