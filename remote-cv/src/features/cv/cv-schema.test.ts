import { cvSections, validationMessages } from '@portal/contracts';
import { cvEntryCases, cvFieldCases, cvSampleBodies } from '@portal/contracts/test-cases';
import type { ValidationError } from 'yup';
import { cvSchema } from './cv-schema';

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 21)}…` : text;
};

/** A form's select keeps a university's id as text: the table's string id is an API case, not a form's. */
const formCase = (field: string, value: unknown) => !(field === 'universidad_id' && typeof value === 'string');

const cases = cvSections.flatMap((section) =>
  Object.entries(cvFieldCases[section]).flatMap(([field, list]) =>
    list.filter((test) => formCase(field, test.value)).map((test) => [section, field, show(test.value), test] as const),
  ),
);

async function messageAt(section: (typeof cvSections)[number], field: string, values: Record<string, unknown>) {
  try {
    await cvSchema(section).validateAt(field, values);
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

const samples = cvSampleBodies({ universidad_id: 1, facultad: 'Facultad de Ingeniería', carrera: 'Ingeniería en Sistemas' });

// The table of @portal/contracts/test-cases, which the contract and the server's routes run too.
describe('the CV forms’ rules: the shared table', () => {
  it.each(cases)('%s.%s %s', async (section, field, _, test) => {
    expect(await messageAt(section, field, { ...samples[section], [field]: test.value })).toBe(test.message);
  });

  it.each(cvEntryCases.map((test) => [test.section, JSON.stringify(test.changes), test] as const))(
    '%s with %s',
    async (section, _, test) => {
      const values = { ...samples[section], ...test.changes };
      const messages: Record<string, string> = {};
      for (const field of Object.keys(samples[section])) {
        const message = await messageAt(section, field, values);
        if (message !== null) messages[field] = message;
      }
      expect(messages).toEqual(test.errors);
    },
  );
});

describe('the CV forms’ own rule', () => {
  it('asks for an end date left empty without "En curso" (Formik hands it over as undefined)', async () => {
    expect(await messageAt('work', 'fecha_fin', { ...samples.work, fecha_fin: undefined })).toBe(validationMessages.required);
    expect(await messageAt('work', 'fecha_fin', { ...samples.work, fecha_fin: null })).toBeNull();
  });

  it('reads a university chosen in the select (its id as text) as the id', async () => {
    expect(await messageAt('education-in', 'universidad_id', { ...samples['education-in'], universidad_id: '1' })).toBeNull();
    expect(await messageAt('education-in', 'universidad_id', { ...samples['education-in'], universidad_id: '' })).toBe(
      validationMessages.required,
    );
  });
});
