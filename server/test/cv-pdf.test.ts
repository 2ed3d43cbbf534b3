import { cvSectionNames, ROLE_IDS } from '@portal/contracts';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { seededUniversity } from './helpers/cv.ts';
import { setMenuFlag } from './helpers/flags.ts';
import { photoForm, pngImage } from './helpers/images.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const flat = (text: string) => text.replace(/\s+/gu, ' ');

describe.each(testDialects())('GET /api/cv/pdf and the photo in GET /api/cv on %s', (dialect) => {
  let testApp: TestApp;
  let samples: ReturnType<typeof cvSampleBodies>;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    samples = cvSampleBodies(await seededUniversity(testApp.app));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const student = () => createAccount(testApp.app, { role: ROLE_IDS.student });
  const save = async (account: TestAccount, section: keyof typeof samples, body: Record<string, unknown> = {}) => {
    const url = section === 'basic' ? '/api/cv/basic' : `/api/cv/${section}`;
    const payload = { ...samples[section], ...body };
    const response = section === 'basic' ? await account.caller.put(url, payload) : await account.caller.post(url, payload);
    expect([section, response.statusCode]).toEqual([section, section === 'basic' ? 200 : 201]);
  };

  it('downloads the CV with its name, entries and the headings of the filled sections only', async () => {
    const account = await student();
    await save(account, 'basic', { nombres: 'Ñusta Belén', apellidos: 'Cárdenas Núñez' });
    await save(account, 'education-in');
    await save(account, 'work', { cargo: 'Asistente de Administración' });
    await save(account, 'courses');
    expect((await account.caller.put('/api/cv/photo', photoForm(await pngImage(800, 600)))).statusCode).toBe(200);

    const response = await account.caller.get('/api/cv/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hoja-de-vida-cardenas-nunez-nusta-belen.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const { pages, info } = await pdfText(response.rawPayload);
    const text = flat(pages.join('\n'));
    expect(info).toMatchObject({ Author: 'Ñusta Belén Cárdenas Núñez' });
    expect(text).toContain('Ñusta Belén Cárdenas Núñez');
    expect(text).toContain('Asistente de Administración');
    expect(text).toContain('Análisis de datos con Python');
    expect(text).toContain('sept. 2019 – en curso');
    for (const heading of [cvSectionNames.main_u, cvSectionNames.main_work, cvSectionNames.main_courses]) expect(text).toContain(heading);
    for (const heading of [
      cvSectionNames.main_education,
      cvSectionNames.main_languages,
      cvSectionNames.main_computer,
      cvSectionNames.main_other,
      cvSectionNames.main_extra,
    ]) {
      expect(text).not.toContain(heading);
    }
    expect(response.rawPayload.includes('/Subtype /Image')).toBe(true);
  });

  it('answers 409 with a Spanish message while the basic section is missing', async () => {
    const account = await student();
    await save(account, 'languages');
    const response = await account.caller.get('/api/cv/pdf');
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: 'Complete su información personal antes de descargar la hoja de vida.' },
    ]);
  });

  it('switching the x flag of main_info off refuses the download at once', async () => {
    const account = await student();
    await save(account, 'basic');
    const setX = (x: 0 | 1) => setMenuFlag(testApp.app, ROLE_IDS.student, 'main_info', 'x', x);
    await setX(0);
    try {
      expect((await account.caller.get('/api/cv/pdf')).statusCode).toBe(403);
      expect((await account.caller.get('/api/cv')).statusCode).toBe(200);
    } finally {
      await setX(1);
    }
    expect((await account.caller.get('/api/cv/pdf')).statusCode).toBe(200);
  });

  it('renders each student their own CV', async () => {
    const [first, second] = [await student(), await student()];
    await save(first, 'basic', { nombres: 'Primera', apellidos: 'Estudiante' });
    await save(second, 'basic', { nombres: 'Segunda', apellidos: 'Estudiante' });
    const text = flat((await pdfText((await second.caller.get('/api/cv/pdf')).rawPayload)).pages.join('\n'));
    expect(text).toContain('Segunda Estudiante');
    expect(text).not.toContain('Primera');
  });

  it('GET /api/cv carries a working photo_url once there is a photo, and null again after removing it', async () => {
    const account = await student();
    expect((await account.caller.get('/api/cv')).json().data.photo_url).toBeNull();
    const uploaded = (await account.caller.put('/api/cv/photo', photoForm(await pngImage(300, 300)))).json().data;
    const photoUrl = (await account.caller.get('/api/cv')).json().data.photo_url as string;
    expect(photoUrl).toBe(uploaded.photo_url);
    const image = await testApp.app.inject({ method: 'GET', url: photoUrl });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    await account.caller.delete('/api/cv/photo');
    expect((await account.caller.get('/api/cv')).json().data.photo_url).toBeNull();
  });
});
