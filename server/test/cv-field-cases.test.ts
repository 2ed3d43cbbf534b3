import { cvEntrySections, type CvField, cvFieldRules, cvSections, type CvSection } from '@portal/contracts';
import { cvEntryCases, cvFieldCases, cvSampleBodies, type CvFieldCase } from '@portal/contracts/test-cases';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';
import { seededUniversity } from './helpers/cv.ts';

/**
 * The table of CV field cases of @portal/contracts/test-cases, which the client's forms run too,
 * through the real calls: each value is put into an entry the student already has (or the basic
 * section); a refused one answers 422 with the field's message and leaves the entry as it was.
 */
const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 21)}…` : text;
};
const rows = cvSections.flatMap((section) =>
  Object.entries(cvFieldCases[section]).flatMap(([field, list]) => list.map((test) => [section, field, show(test.value), test] as const)),
);

/** What the answer holds for an accepted value: trimmed, blank as null, a code or id as its object. */
function answered(section: CvSection, field: string, data: Record<string, unknown>): unknown {
  const kind = (cvFieldRules[section] as Record<string, CvField>)[field]!.kind;
  if (kind === 'catalog') return (data[field] as { code: string }).code;
  if (kind === 'university') return (data['universidad'] as { id: number }).id;
  return data[field];
}
const stored = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

describe.each(testDialects())('the CV field cases through the routes on %s', (dialect) => {
  let testApp: TestApp;
  let student: TestAccount;
  let samples: ReturnType<typeof cvSampleBodies>;
  const entryIds: Partial<Record<CvSection, number>> = {};

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    student = await createAccount(testApp.app);
    samples = cvSampleBodies(await seededUniversity(testApp.app));
    expect((await student.caller.put('/api/cv/basic', samples.basic)).statusCode).toBe(200);
    for (const section of cvEntrySections) {
      const response = await student.caller.post(`/api/cv/${section}`, samples[section]);
      expect(response.statusCode).toBe(201);
      entryIds[section] = response.json().data.id;
    }
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const urlOf = (section: CvSection) => (section === 'basic' ? '/api/cv/basic' : `/api/cv/${section}/${entryIds[section]}`);
  const current = async (section: CvSection) => {
    const cv = (await student.caller.get('/api/cv')).json().data;
    const key = section.replace('-', '_');
    return section === 'basic' ? cv.basic : (cv[key] as Array<{ id: number }>).find((entry) => entry.id === entryIds[section]);
  };

  it.each(rows)('%s.%s %s', async (section, field, _, test: CvFieldCase) => {
    // A start date is judged alone: the sample's end date must not speak for it.
    const body = { ...samples[section], ...(field === 'fecha_inicio' && { fecha_fin: null }), [field]: test.value };
    const expected = test.server ?? test.message;
    const before = await current(section);

    const response = await student.caller.put(urlOf(section), body);

    if (expected === null) {
      expect(response.statusCode).toBe(200);
      expect(answered(section, field, response.json().data)).toEqual(stored(test.value));
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Los datos proporcionados no son válidos.', errors: { [field]: [expected] } });
      expect(await current(section)).toEqual(before);
    }
  });

  it.each(cvEntryCases.map((test) => [test.section, show(test.changes), test] as const))(
    'between fields: %s %s',
    async (section, _, test) => {
      const response = await student.caller.put(urlOf(section), { ...samples[section], ...test.changes });
      if (Object.keys(test.errors).length === 0) expect(response.statusCode).toBe(200);
      else {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual(
          Object.fromEntries(Object.entries(test.errors).map(([field, message]) => [field, [message]])),
        );
      }
    },
  );
});
