import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, apiAs } from '../support/admin-api';
import { seriousViolations } from '../support/axe';
import { answerYes } from '../support/confirmation';
import { markPage, pageMark, socketEvents } from '../support/live-session';
import { choose, field, formItem, typeDate } from '../support/forms';
import { newStudent } from '../support/new-student';
import { signIn } from '../support/session';

/**
 * The student's CV end to end, in one browser session of a student signed up for this run:
 * the nine sections filled through the screens, kept after a reload, 100 % and the PDF; a 422
 * only the server can give, on its field; axe on the CV screens; and the `d` flag of
 * main_courses switched off live (the page and the server both follow it).
 */

/** The seeded student role (ROLE_IDS.student): the role every signed-up student has. */
const studentRoleId = 3;

interface SectionCase {
  /** Its entry in the navigation (the menu title). */
  nav: string;
  add: string;
  drawer: string;
  fill: (drawer: Locator) => Promise<void>;
  /** What its card shows once saved (and after a reload); months as the browser's ICU abbreviates them. */
  card: Array<string | RegExp>;
}

const sections: SectionCase[] = [
  {
    nav: 'Formación universitaria',
    add: 'Agregar formación universitaria',
    drawer: 'Nueva formación universitaria',
    fill: async (drawer) => {
      await choose(drawer, 'Universidad', 'Escuela Politécnica Nacional (EPN)');
      await choose(drawer, 'Carrera', 'Software');
      // The faculty comes with the career.
      await expect(field(drawer, 'Facultad')).toHaveValue('Facultad de Ingeniería de Sistemas');
      await choose(drawer, 'Nivel', 'Tercer nivel (grado)');
      await field(drawer, 'Semestre o año').fill('7.º semestre');
      await typeDate(drawer, 'Fecha de inicio', '01/04/2021');
      await drawer.getByLabel('En curso').check();
      await expect(field(drawer, 'Fecha de fin')).toBeDisabled();
    },
    card: ['Software', 'Escuela Politécnica Nacional (EPN) · Facultad de Ingeniería de Sistemas', /abr\.? 2021 – En curso/, '7.º semestre'],
  },
  {
    nav: 'Formación externa',
    add: 'Agregar formación externa',
    drawer: 'Nueva formación externa',
    fill: async (drawer) => {
      await field(drawer, 'Institución').fill('Unidad Educativa Benalcázar');
      await field(drawer, 'Título').fill('Bachiller en Ciencias');
      await choose(drawer, 'Nivel de educación', 'Bachillerato');
      await choose(drawer, 'País', 'Ecuador');
      await typeDate(drawer, 'Fecha de inicio', '01/09/2014');
      await typeDate(drawer, 'Fecha de fin', '31/07/2020');
    },
    card: ['Bachiller en Ciencias', 'Unidad Educativa Benalcázar', /sept?\.? 2014 – jul\.? 2020/],
  },
  {
    nav: 'Idiomas',
    add: 'Agregar idioma',
    drawer: 'Nuevo idioma',
    fill: async (drawer) => {
      await choose(drawer, 'Idioma', 'Inglés');
      await choose(drawer, 'Nivel hablado', 'Avanzado');
      await choose(drawer, 'Nivel escrito', 'Intermedio');
      await choose(drawer, 'Nivel de comprensión', 'Avanzado');
      await field(drawer, 'Certificado').fill('TOEFL iBT 95');
    },
    card: ['Inglés', 'Habla: Avanzado · Escribe: Intermedio · Comprende: Avanzado', 'TOEFL iBT 95'],
  },
  {
    nav: 'Conocimientos informáticos',
    add: 'Agregar conocimiento',
    drawer: 'Nuevo conocimiento informático',
    fill: async (drawer) => {
      await field(drawer, 'Herramienta o tecnología').fill('PostgreSQL');
      await choose(drawer, 'Categoría', 'Bases de datos');
      await choose(drawer, 'Nivel', 'Avanzado');
    },
    card: ['PostgreSQL', 'Bases de datos'],
  },
  {
    nav: 'Otras habilidades',
    add: 'Agregar habilidad',
    drawer: 'Nueva habilidad',
    fill: async (drawer) => {
      await field(drawer, 'Habilidad').fill('Trabajo en equipo');
      await choose(drawer, 'Nivel', 'Avanzado');
      await field(drawer, 'Descripción').fill('Coordiné el club de robótica durante dos años.');
    },
    card: ['Trabajo en equipo', 'Coordiné el club de robótica durante dos años.'],
  },
  {
    nav: 'Cursos',
    add: 'Agregar curso',
    drawer: 'Nuevo curso',
    fill: async (drawer) => {
      await field(drawer, 'Nombre del curso').fill('Introducción a Docker');
      await field(drawer, 'Institución').fill('Cisco Networking Academy');
      await field(drawer, 'Horas').fill('40');
      await typeDate(drawer, 'Fecha', '10/02/2024');
      await choose(drawer, 'Tipo de certificado', 'Aprobación');
    },
    card: ['Introducción a Docker', 'Cisco Networking Academy', '40 horas · Aprobación'],
  },
  {
    nav: 'Experiencia laboral',
    add: 'Agregar experiencia',
    drawer: 'Nueva experiencia laboral',
    fill: async (drawer) => {
      await field(drawer, 'Empresa').fill('Andes Tech S.A.');
      await field(drawer, 'Cargo').fill('Pasante de desarrollo');
      await choose(drawer, 'Área', 'Tecnología de la información');
      await typeDate(drawer, 'Fecha de inicio', '01/06/2024');
      await drawer.getByLabel('Trabajo aquí actualmente').check();
      await expect(field(drawer, 'Fecha de salida')).toBeDisabled();
      await field(drawer, 'Funciones').fill('Desarrollo de APIs y pruebas automáticas.');
      await field(drawer, 'Nombre de la referencia').fill('Ana Torres');
      await field(drawer, 'Teléfono de la referencia').fill('0998765432');
    },
    card: ['Pasante de desarrollo', 'Andes Tech S.A.', /jun\.? 2024 – Actual/, 'Referencia: Ana Torres'],
  },
  {
    nav: 'Actividades extracurriculares',
    add: 'Agregar actividad',
    drawer: 'Nueva actividad extracurricular',
    fill: async (drawer) => {
      await field(drawer, 'Actividad').fill('Brigadista de primeros auxilios');
      await choose(drawer, 'Tipo', 'Voluntariado');
      await field(drawer, 'Organización').fill('Cruz Roja Ecuatoriana');
      await typeDate(drawer, 'Fecha de inicio', '05/01/2022');
      await typeDate(drawer, 'Fecha de fin', '20/12/2022');
    },
    card: ['Brigadista de primeros auxilios', 'Cruz Roja Ecuatoriana', /ene\.? 2022 – dic\.? 2022/],
  },
];

const basicText = {
  Nombres: 'María José',
  Apellidos: 'Núñez Pérez',
  Dirección: 'Av. 10 de Agosto N24-123 y Colón',
  Celular: '0991234567',
  'Correo electrónico de contacto': 'maria.nunez@e2e.test',
  'Perfil profesional': 'Estudiante de Software con interés en desarrollo web y bases de datos.',
};
const basicChoices = { Género: 'Femenino', 'Estado civil': 'Soltero/a', Nacionalidad: 'Ecuador', Provincia: 'Pichincha', Ciudad: 'Quito' };

let page: Page;
let student: Awaited<ReturnType<typeof newStudent>>;
let events: ReturnType<typeof socketEvents>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const { baseURL, locale } = testInfo.project.use;
  const request = await playwright.request.newContext({ baseURL });
  student = await newStudent(request);
  await request.dispose();
  const context = await browser.newContext({ baseURL, locale });
  page = await context.newPage();
  events = socketEvents(page);
  await signIn(page, student.email, student.password);
  await expect(page).toHaveURL('/CV/basic');
});

test.afterAll(async () => page.context().close());

const nav = () => page.getByRole('navigation', { name: 'Navegación principal' });

async function openSection(name: string) {
  // The CV's group opens by itself on a /CV/* load, not after arriving from the landing's link.
  const group = nav().getByRole('menuitem', { name: 'Hoja de vida' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav().getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
}

const cards = (name: string) => page.getByRole('list', { name: `Registros de ${name}` }).getByRole('article');

test('a new student fills the nine sections, finds them kept after a reload, at 100 %, and downloads the PDF', async () => {
  // Some forty fields typed one by one on a shared, loaded machine.
  test.setTimeout(240_000);
  // The landing: nothing filled yet, every section a link to its screen.
  await page.goto('/');
  const landing = page.getByRole('region', { name: 'Hoja de vida' });
  await expect(landing.getByRole('status')).toHaveText('Hoja de vida completa al 0 %');
  const missing = landing.getByRole('navigation', { name: 'Secciones por completar' }).getByRole('link');
  await expect(missing).toHaveCount(9);
  await missing.filter({ hasText: 'Información personal' }).click();
  await expect(page).toHaveURL('/CV/basic');

  // Basic: the personal data, provincia → ciudad, then the photo.
  const form = page.getByRole('form', { name: 'Información personal' });
  for (const [label, value] of Object.entries(basicText)) await field(form, label).fill(value);
  await typeDate(form, 'Fecha de nacimiento', '15/03/2001');
  for (const [label, option] of Object.entries(basicChoices)) await choose(form, label, option);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información personal guardada.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Hoja de vida completa al' })).toHaveText('Hoja de vida completa al 11 %');

  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [600, 800];
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f6f8b';
    context.fillRect(0, 0, 600, 800);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(page.getByText('Foto actualizada.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Tu foto de la hoja de vida' });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // One entry in each of the eight repeatable sections.
  for (const section of sections) {
    await openSection(section.nav);
    await page.getByRole('button', { name: section.add }).click();
    const drawer = page.getByRole('dialog', { name: section.drawer });
    await section.fill(drawer);
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await expect(drawer).toBeHidden();
    await expect(cards(section.nav)).toHaveCount(1);
    for (const text of section.card) await expect(cards(section.nav)).toContainText(text);
  }

  // A reload reads everything back from the server.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Hoja de vida completa al' })).toHaveText('Hoja de vida completa al 100 %');
  await expect(page.getByText('Completaste las nueve secciones. ¡Tu hoja de vida está lista para postular!')).toBeVisible();
  for (const section of sections) {
    await openSection(section.nav);
    for (const text of section.card) await expect(cards(section.nav)).toContainText(text);
  }
  await openSection('Información personal');
  for (const [label, value] of Object.entries(basicText)) await expect(field(form, label)).toHaveValue(value);
  await expect(field(form, 'Fecha de nacimiento')).toHaveValue('15/03/2001');
  for (const [label, option] of Object.entries(basicChoices)) await expect(formItem(form, label)).toContainText(option);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The PDF, under the server's file name, with the student's name in its text.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('hoja-de-vida-nunez-perez-maria-jose.pdf');
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain('María José');
  expect(text).toContain('Núñez Pérez');

  // The landing now says the CV is complete.
  await page.goto('/');
  await expect(landing.getByRole('status')).toHaveText('Hoja de vida completa al 100 %');
  await expect(landing.getByRole('navigation', { name: 'Secciones por completar' })).toHaveCount(0);
  await expect(landing.getByRole('link', { name: 'Ver mi hoja de vida' })).toBeVisible();
});

test('a second entry for the same language is refused by the server on the Idioma field, and what was typed stays', async () => {
  await openSection('Idiomas');
  await page.getByRole('button', { name: 'Agregar idioma' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo idioma' });
  await choose(drawer, 'Idioma', 'Inglés');
  for (const level of ['Nivel hablado', 'Nivel escrito', 'Nivel de comprensión']) await choose(drawer, level, 'Básico');
  await field(drawer, 'Certificado').fill('Cambridge B1 Preliminary');
  await drawer.getByRole('button', { name: 'Guardar' }).click();

  await expect(formItem(drawer, 'Idioma').getByRole('alert')).toHaveText('Este idioma ya está en su hoja de vida.');
  await expect(field(drawer, 'Idioma')).toHaveAttribute('aria-invalid', 'true');
  await expect(formItem(drawer, 'Idioma')).toContainText('Inglés');
  await expect(formItem(drawer, 'Nivel hablado')).toContainText('Básico');
  await expect(field(drawer, 'Certificado')).toHaveValue('Cambridge B1 Preliminary');

  // Closing asks first, since the typed values were not saved; the list is unchanged.
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await answerYes(page, 'Hay cambios sin guardar. ¿Deseas descartarlos?');
  await expect(drawer).toBeHidden();
  await expect(cards('Idiomas')).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the CV screens and an open form have no serious or critical accessibility violations (${theme})`, async () => {
    // Three axe runs on a loaded machine.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await openSection('Información personal');
    await expect(page.getByRole('img', { name: 'Tu foto de la hoja de vida' })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);

    await openSection('Cursos');
    await expect(cards('Cursos')).toHaveCount(1);
    expect.soft(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Editar «Introducción a Docker»' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar curso' });
    await expect(field(drawer, 'Nombre del curso')).toHaveValue('Introducción a Docker');
    expect.soft(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await expect(drawer).toBeHidden();
  });
}

test('switching off delete for Cursos hides the delete buttons on the open page, and the server refuses a hand-made DELETE', async ({
  request,
}) => {
  const admin = await adminApi(request);
  const permissions = await admin.call<Array<{ menu_id: number; title: string; permissions: Record<'c' | 'u' | 'd' | 'x', boolean> }>>(
    'GET',
    `/api/admin/roles/${studentRoleId}/permissions`,
  );
  const courses = permissions.find((entry) => entry.title === 'main_courses')!;
  expect(courses.permissions.d).toBe(true);

  await openSection('Cursos');
  const deleteButton = page.getByRole('button', { name: 'Eliminar «Introducción a Docker»' });
  await expect(deleteButton).toBeVisible();
  // The page is subscribed to its role's channel: the change will reach it.
  await expect
    .poll(() =>
      events.some(
        (frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === `private-roles.${studentRoleId}`,
      ),
    )
    .toBe(true);
  await markPage(page);

  const url = `/api/admin/roles/${studentRoleId}/permissions/${courses.menu_id}`;
  try {
    await admin.call('PUT', url, { ...courses.permissions, d: false });
    await expect(deleteButton).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Editar «Introducción a Docker»' })).toBeVisible();
    expect(await pageMark(page)).toBe(42);

    const asStudent = await apiAs(request, { email: student.email, password: student.password });
    const cv = await asStudent.call<{ courses: Array<{ id: number; nombre: string }> }>('GET', '/api/cv');
    const entry = cv.courses.find((course) => course.nombre === 'Introducción a Docker')!;
    expect((await asStudent.send('DELETE', `/api/cv/courses/${entry.id}`)).status()).toBe(403);
    expect((await asStudent.call<typeof cv>('GET', '/api/cv')).courses.map((course) => course.id)).toContain(entry.id);
  } finally {
    // The student role is shared with the other specs' students.
    await admin.call('PUT', url, courses.permissions);
  }
  await expect(deleteButton).toBeVisible();
});
