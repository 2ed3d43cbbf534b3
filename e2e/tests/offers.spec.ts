import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/admin-api';
import { answerYes } from '../support/confirmation';
import { markPage, pageMark, socketEvents, waitForLiveSession } from '../support/live-session';
import { choose, field, typeDate } from '../support/forms';
import { newStudent } from '../support/new-student';
import { loginAs, signIn } from '../support/session';

/**
 * An offer from publication to interview, in two browser sessions against the real server: the
 * demo company (approved by the demo seed) publishes it through its form; a student signed up
 * for this run finds it by a word typed without its accent, applies with a cover letter, and
 * keeps "Mis postulaciones" open; the company finds the letter in its export, reads it and the
 * applicant's CV in the drawer and calls them to an interview; the student's open page shows «Entrevista» and
 * the bell tells them, with no reload.
 */

/** The seeded student role (ROLE_IDS.student): the role every signed-up student has. */
const studentRoleId = 3;

/** A day `days` after today in Ecuador (UTC−5 all year), as the date field shows it. */
function ecuadorDay(days: number) {
  const day = new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

const offer = {
  titulo: 'Desarrolladora de Tecnología Web',
  descripcion: 'Diseñará y construirá aplicaciones web accesibles para clientes de la banca y el comercio electrónico del Ecuador.',
  requisitos: 'Conocimientos de TypeScript, React y pruebas automáticas; trabajo en equipo.',
  experiencia: 'Sin experiencia previa',
};
const company = 'Andes Tecnología Cía. Ltda.';
const carta = 'Me interesa construir productos web accesibles; desarrollé el portal de mi facultad con React.';

/** The student's basic section (PUT /api/cv/basic): applying needs it. */
const basic = {
  nombres: 'Lucía Fernanda',
  apellidos: 'Chávez Muñoz',
  fecha_nacimiento: '2001-08-14',
  genero: 'femenino',
  estado_civil: 'soltero',
  nacionalidad: 'EC',
  provincia: '17',
  ciudad: 'quito',
  direccion: 'Av. 6 de Diciembre N33-42 y Eloy Alfaro',
  celular: '0987123456',
  telefono: null,
  email: 'lucia.chavez@e2e.test',
  perfil: 'Estudiante de Software con interés en desarrollo web.',
};
const applicantName = `${basic.nombres} ${basic.apellidos}`;

test('a published offer is found without accents, applied to, and moving it to «Entrevista» reaches the student’s open page and bell', async ({
  browser,
  playwright,
}, testInfo) => {
  // Three people (company, student, and the student's second tab) in one story: on a busy
  // 2-core machine it has run past the 90 s default.
  test.setTimeout(180_000);
  const { baseURL, locale } = testInfo.project.use;

  // A student of this run, with the basic section applying needs.
  const request = await playwright.request.newContext({ baseURL });
  const account = await newStudent(request);
  const asStudent = await apiAs(request, { email: account.email, password: account.password });
  await asStudent.call('PUT', '/api/cv/basic', basic);
  const studentId = (await asStudent.call<{ user: { id_us: number } }>('GET', '/api/user/me')).user.id_us;
  await request.dispose();

  const companyContext = await browser.newContext({ baseURL, locale });
  const studentContext = await browser.newContext({ baseURL, locale });
  try {
    // 1. The company publishes the offer through its form.
    const companyPage = await companyContext.newPage();
    await loginAs(companyPage, 'company');
    await companyPage.goto('/company/new-offer');
    const form = companyPage.getByRole('form', { name: 'Nueva oferta' });
    await field(form, 'Título').fill(offer.titulo);
    await field(form, 'Descripción').fill(offer.descripcion);
    await choose(form, 'Área', 'Tecnología de la información');
    await choose(form, 'Tipo de contrato', 'Tiempo completo');
    await choose(form, 'Modalidad', 'Híbrido');
    await choose(form, 'Provincia', 'Pichincha');
    await choose(form, 'Ciudad', 'Quito');
    await expect(field(form, 'Vacantes')).toHaveValue('1');
    await typeDate(form, 'Fecha de cierre', ecuadorDay(30));
    await field(form, 'Requisitos').fill(offer.requisitos);
    await field(form, 'Experiencia requerida').fill(offer.experiencia);
    await form.getByRole('button', { name: 'Publicar' }).click();

    await expect(companyPage.getByText('Oferta publicada.')).toBeVisible();
    await expect(companyPage).toHaveURL('/company/my-offers');
    const offerRow = companyPage.getByRole('row').filter({ hasText: offer.titulo });
    await expect(offerRow).toContainText('Publicada');
    await expect(offerRow).toContainText('Sin postulantes');

    // 2. The student signs in, with the live session up, and looks for the offer without accents.
    const studentPage = await studentContext.newPage();
    const events = socketEvents(studentPage);
    await signIn(studentPage, account.email, account.password);
    await waitForLiveSession(events, studentId, studentRoleId);
    await markPage(studentPage);
    const nav = studentPage.getByRole('navigation', { name: 'Navegación principal' });
    const bell = studentPage.getByRole('button', { name: /^Notificaciones: / });
    await expect(bell).toHaveAccessibleName('Notificaciones: No tienes notificaciones nuevas');

    await nav.getByRole('link', { name: 'Ofertas', exact: true }).click();
    await expect(studentPage).toHaveURL('/offers');
    const search = studentPage.getByRole('searchbox', { name: 'Buscar ofertas por cargo, empresa o palabra clave' });
    await search.fill('tecnologia');
    await search.press('Enter');
    await expect(studentPage).toHaveURL('/offers?q=tecnologia');
    const card = studentPage
      .getByRole('list', { name: 'Ofertas encontradas' })
      .getByRole('article')
      .filter({ has: studentPage.getByRole('link', { name: offer.titulo, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(company);
    await expect(card).toContainText('Quito, Pichincha');
    await expect(card).not.toContainText('Ya postulaste');
    await card.getByRole('link', { name: offer.titulo, exact: true }).click();

    // The offer's page: what the company wrote, then "Postular" with a cover letter.
    await expect(studentPage).toHaveURL(/\/offers\/\d+$/);
    await expect(studentPage.getByRole('heading', { level: 2, name: offer.titulo })).toBeVisible();
    await expect(studentPage.getByRole('main')).toContainText(offer.descripcion);
    await studentPage.getByRole('button', { name: 'Postular', exact: true }).click();
    const dialog = studentPage.getByRole('dialog', { name: `Postular a «${offer.titulo}»` });
    await field(dialog, 'Carta de presentación (opcional)').fill(carta);
    await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(dialog).toBeHidden();
    await expect(studentPage.getByText('Postulación enviada.')).toBeVisible();
    const applied = studentPage.getByRole('alert').filter({ hasText: 'Ya postulaste' });
    await expect(applied).toContainText('Sigue el estado de tu postulación en «Mis postulaciones».');
    await expect(studentPage.getByRole('button', { name: 'Postular', exact: true })).toHaveCount(0);

    // "Mis postulaciones" stays open from here on.
    await applied.getByRole('link', { name: 'Ver mis postulaciones' }).click();
    await expect(studentPage).toHaveURL('/applications');
    const application = studentPage
      .getByRole('list', { name: 'Tus postulaciones' })
      .getByRole('article')
      .filter({ has: studentPage.getByRole('link', { name: offer.titulo, exact: true }) });
    await expect(application).toContainText(company);
    await expect(application).toContainText('Estado: Postulado');
    await expect(application.getByRole('button', { name: `Retirar mi postulación a «${offer.titulo}»` })).toBeVisible();

    // 3. The company sees the applicant arrive, reads the CV and calls them to an interview.
    const applicantsLink = offerRow.getByRole('link', { name: `1 postulante: Ver postulantes de «${offer.titulo}»` });
    await expect(offerRow).toContainText('1 sin revisar');
    await applicantsLink.click();
    await expect(companyPage).toHaveURL(/\/company\/my-offers\/\d+\/applicants$/);
    await expect(companyPage.getByText(`Oferta: ${offer.titulo}`)).toBeVisible();
    const openCv = companyPage.getByRole('button', { name: `Ver la hoja de vida de ${applicantName}` });
    const applicantRow = companyPage.getByRole('row').filter({ has: openCv });
    await expect(applicantRow).toContainText(basic.email);
    await expect(applicantRow.getByText('Postulado', { exact: true })).toBeVisible();

    // The export carries the cover letter too.
    const download = companyPage.waitForEvent('download');
    await companyPage.getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain(applicantName);
    expect(csv).toContain(carta);

    await openCv.click();
    const drawer = companyPage.getByRole('dialog', { name: `Hoja de vida de ${applicantName}` });
    await expect(drawer.getByText(`Hoja de vida de ${applicantName}`, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Carta de presentación' })).toContainText(carta);
    await expect(drawer).toContainText(basic.email);
    await expect(drawer).toContainText(basic.celular);
    await expect(drawer).toContainText('Quito, Pichincha');
    await expect(drawer).toContainText(basic.perfil);
    await expect(drawer.getByText('Postulado', { exact: true })).toBeVisible();

    await drawer.getByRole('button', { name: `Cambiar estado de ${applicantName}` }).click();
    const moves = companyPage.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await expect(moves).toBeVisible();
    await expect(moves).not.toHaveClass(/-(enter|appear)/);
    await moves.getByRole('menuitem', { name: 'Pasar a «Entrevista»' }).click();
    const asked = `¿Pasar la postulación de ${applicantName} a «Entrevista»?`;
    await expect(companyPage.getByRole('dialog').filter({ hasText: asked })).toContainText(
      'Le avisaremos por correo y en el portal. Una postulación no vuelve a un estado anterior.',
    );
    await answerYes(companyPage, asked);
    await expect(companyPage.getByText('Estado de la postulación actualizado.')).toBeVisible();
    await expect(drawer.getByText('Entrevista', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Postulado', { exact: true })).toHaveCount(0);
    await expect(applicantRow.getByText('Entrevista', { exact: true })).toBeVisible();
    await expect(applicantRow.getByText('Postulado', { exact: true })).toHaveCount(0);

    // 4. The student's open page follows, and the bell says why; the page was never reloaded.
    await expect(application).toContainText('Estado: Entrevista');
    await expect(application.getByRole('button', { name: `Retirar mi postulación a «${offer.titulo}»` })).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notificaciones: 1 notificación nueva');
    await bell.click();
    const notifications = studentPage.getByRole('dialog', { name: 'Notificaciones' });
    await expect(notifications).toContainText('1 notificación nueva');
    await expect(
      notifications.getByRole('button', {
        name: `No leída: Su postulación a «${offer.titulo}» de ${company} pasó a «Entrevista».`,
        exact: true,
      }),
    ).toBeVisible();
    expect(await pageMark(studentPage)).toBe(42);
    await expect(studentPage).toHaveURL('/applications');
  } finally {
    await studentContext.close();
    await companyContext.close();
  }
});

test('the offers search lives in the address: after «Limpiar filtros», the browser’s back brings the words back to the box and their results', async ({
  page,
}) => {
  await loginAs(page, 'student');
  await page.goto('/offers');
  const search = page.getByRole('searchbox', { name: 'Buscar ofertas por cargo, empresa o palabra clave' });
  const results = page.getByRole('list', { name: 'Ofertas encontradas' });
  await search.fill('soporte');
  await expect(page).toHaveURL(/\/offers\?q=soporte$/);
  await expect(results.getByRole('article', { name: 'Pasante de soporte técnico' })).toBeVisible();
  await expect(results.getByRole('article', { name: 'Desarrollador web junior' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(search).toHaveValue('');
  await expect(results.getByRole('article', { name: 'Desarrollador web junior' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/offers\?q=soporte$/);
  await expect(search).toHaveValue('soporte');
  await expect(results.getByRole('article', { name: 'Desarrollador web junior' })).toHaveCount(0);
  await expect(results.getByRole('article', { name: 'Pasante de soporte técnico' })).toBeVisible();
});
