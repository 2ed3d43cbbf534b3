import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { adminApi, apiAs, type AdminApi } from '../support/admin-api';
import { newPendingCompany } from '../support/company-signup';
import { answerYes } from '../support/confirmation';
import { markPage, pageMark, socketEvents, waitForLiveSession } from '../support/live-session';
import { pickOption } from '../support/forms';
import { newStudent } from '../support/new-student';
import { loginAs, signIn } from '../support/session';
import { workEntry as workEntryBody } from '../support/write-stream';

/**
 * The administrator's screens end to end, each change seen where it matters: a pending company
 * approved on /admin/users and its open offer form may publish at once; a flag switched on
 * /admin/permissions and a menu entry moved and given a new icon on /admin/menus reach a
 * student's open page without a reload; /admin/audit lists the three with their before/after.
 * The student role and its menu are shared with the other specs: every flag, order and icon
 * changed here is put back.
 */

/** The seeded roles (ROLE_IDS): every signed-up company and student has one of these. */
const companyRoleId = 2;
const studentRoleId = 3;

interface Flags {
  c: boolean;
  u: boolean;
  d: boolean;
  x: boolean;
}
interface Grant {
  menu_id: number;
  title: string;
  permissions: Flags;
}
interface MenuView {
  id: number;
  title: string;
  order: number;
  icon: { set: string; name: string } | null;
}

/** The student's work entry the `u` flag is about (its card is named by the cargo). */
const workEntry = workEntryBody();

const pendingReason = 'Su empresa está pendiente de aprobación: podrá publicar ofertas cuando un administrador la apruebe.';

async function userId(api: AdminApi, email: string) {
  const found = await api.call<{ items: Array<{ id_us: number; email: string }> }>(
    'GET',
    `/api/admin/users?search=${encodeURIComponent(email)}&page=1&per_page=5`,
  );
  return found.items.find((user) => user.email === email)!.id_us;
}

/** A toast (antd notification, role status) saying exactly this. */
const toastSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

let admin: Page;
let student: Page;
let studentEvents: ReturnType<typeof socketEvents>;
let studentId: number;
let company: Awaited<ReturnType<typeof newPendingCompany>>;
let companyId: number;
let grants: Grant[];
let menus: MenuView[];

const grantOf = (title: string) => grants.find((grant) => grant.title === title)!;
const menuOf = (title: string) => menus.find((menu) => menu.title === title)!;

const studentNav = () => student.getByRole('navigation', { name: 'Navegación principal' });

async function newPage(browser: Browser, use: { baseURL?: string; locale?: string }) {
  const context = await browser.newContext({ baseURL: use.baseURL, locale: use.locale });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const { baseURL, locale } = testInfo.project.use;
  const request = await playwright.request.newContext({ baseURL });
  try {
    const account = await newStudent(request);
    const asStudent = await apiAs(request, { email: account.email, password: account.password });
    await asStudent.call('POST', '/api/cv/work', workEntry);
    company = await newPendingCompany(request);
    const api = await adminApi(request);
    studentId = await userId(api, account.email);
    companyId = await userId(api, company.email);
    grants = await api.call<Grant[]>('GET', `/api/admin/roles/${studentRoleId}/permissions`);
    menus = await api.call<MenuView[]>('GET', '/api/admin/menus');

    // The student's page: signed in once, on its work experience, never reloaded afterwards.
    student = await newPage(browser, { baseURL, locale });
    studentEvents = socketEvents(student);
    await signIn(student, account.email, account.password);
    await expect(student).toHaveURL('/CV/basic');
    await waitForLiveSession(studentEvents, studentId, studentRoleId);
    const group = studentNav().getByRole('menuitem', { name: 'Hoja de vida' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await studentNav().getByRole('link', { name: 'Experiencia laboral', exact: true }).click();
    await expect(student.getByRole('main').getByRole('heading', { name: 'Experiencia laboral', exact: true })).toBeVisible();
    await markPage(student);

    admin = await newPage(browser, { baseURL, locale });
    await loginAs(admin, 'admin');
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  await student?.context().close();
  await admin?.context().close();
});

test('an administrator approves a pending company on /admin/users, and its open offer form may publish at once', async ({
  browser,
}, testInfo) => {
  const { baseURL, locale } = testInfo.project.use;
  const companyPage = await newPage(browser, { baseURL, locale });
  try {
    // The company, signed in, on its new offer: it is told why it cannot publish yet.
    const companyEvents = socketEvents(companyPage);
    await signIn(companyPage, company.email, company.password);
    await waitForLiveSession(companyEvents, companyId, companyRoleId);
    await companyPage.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Nueva oferta' }).click();
    await expect(companyPage).toHaveURL('/company/new-offer');
    const notice = companyPage.getByRole('alert').filter({ hasText: 'Aún no puedes publicar ofertas' });
    await expect(notice).toContainText(pendingReason);
    await expect(notice).toContainText('Mientras tanto puedes guardarlas como borrador.');
    const publish = companyPage.getByRole('button', { name: 'Publicar', exact: true });
    await expect(publish).toBeDisabled();
    await expect(companyPage.getByRole('button', { name: 'Notificaciones: No tienes notificaciones nuevas' })).toBeVisible();
    await markPage(companyPage);

    // The administrator: the waiting companies come first, each with its RUC.
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { name: 'Usuarios', level: 2 })).toBeVisible();
    await expect(admin.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
      'Empresas pendientes de aprobación',
      'Todos los usuarios',
    ]);
    const pending = admin.getByRole('region', { name: 'Empresas pendientes de aprobación' });
    await expect(pending).toContainText(/\d+ empresas? esperan? su aprobación\./);
    const card = pending.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: company.empresa, level: 4 }) });
    await expect(card).toContainText(`RUC${company.ruc}`);
    await expect(card).toContainText(company.email);
    await expect(card).toContainText('Ana Torres (Gerente) · 0991234567');

    await card.getByRole('button', { name: `Aprobar ${company.empresa}` }).click();
    const question = admin.getByRole('dialog').filter({ hasText: `¿Aprobar la empresa «${company.empresa}»?` });
    await expect(question).toContainText('Podrá publicar ofertas; se le avisará por correo.');
    await answerYes(admin, `¿Aprobar la empresa «${company.empresa}»?`);
    await expect(toastSaying(admin, 'Empresa aprobada.')).toBeVisible();
    await expect(admin.getByRole('heading', { name: company.empresa, level: 4 })).toHaveCount(0);

    // The list of every account says so too.
    const users = admin.getByRole('region', { name: 'Todos los usuarios' });
    await users.getByRole('searchbox', { name: 'Buscar por nombre, correo o cédula' }).fill(company.ruc);
    const companyRow = users.getByRole('row').filter({ hasText: company.email });
    await expect(companyRow).toContainText('Empresa: Aprobada');
    await expect(users.getByRole('row').filter({ hasText: 'Empresa: Pendiente' })).toHaveCount(0);

    // The company's open page follows the approval live: the notice goes and Publicar is offered.
    await expect(notice).toHaveCount(0);
    await expect(publish).toBeEnabled();
    await expect(companyPage.getByRole('button', { name: 'Notificaciones: 1 notificación nueva' })).toBeVisible();
    expect(await pageMark(companyPage)).toBe(42);
  } finally {
    await companyPage.context().close();
  }
});

test('a refused action on /admin/users is told to the administrator in the server’s words, and nothing changes', async () => {
  await admin.goto('/admin/users');
  const users = admin.getByRole('region', { name: 'Todos los usuarios' });
  await users.getByRole('searchbox', { name: 'Buscar por nombre, correo o cédula' }).fill('admin@e2e.test');
  const own = users.getByRole('row').filter({ hasText: 'admin@e2e.test' });
  await expect(users.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await expect(own).toContainText('Activo');

  await own.getByRole('button', { name: 'Desactivar Administrador' }).click();
  const question = admin.getByRole('dialog').filter({ hasText: '¿Desactivar la cuenta de «Administrador»?' });
  await expect(question).toContainText('No podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato.');
  await answerYes(admin, '¿Desactivar la cuenta de «Administrador»?');
  await expect(toastSaying(admin, 'No puede desactivar su propia cuenta.')).toBeVisible();
  await expect(own).toContainText('Activo');
  await expect(own.getByRole('button', { name: 'Desactivar Administrador' })).toBeVisible();
});

test('switching off “Actualizar” of Experiencia laboral for Estudiante on /admin/permissions takes the edit button off the student’s open page', async ({
  request,
}) => {
  const work = grantOf('main_work');
  expect(work.permissions).toEqual({ c: true, u: true, d: true, x: true });
  const edit = student.getByRole('button', { name: `Editar «${workEntry.cargo}»` });
  const remove = student.getByRole('button', { name: `Eliminar «${workEntry.cargo}»` });
  await expect(edit).toBeVisible();
  await expect(remove).toBeVisible();

  try {
    await admin.goto('/admin/permissions');
    await expect(admin.getByText('Elija un rol para ver y cambiar sus permisos.')).toBeVisible();
    await pickOption(admin, 'Rol', 'Estudiante');
    await expect(admin).toHaveURL(`/admin/permissions?rol=${studentRoleId}`);
    const matrix = admin.getByRole('region', { name: 'Permisos de Estudiante' });
    const update = matrix.getByRole('switch', { name: 'Actualizar en Experiencia laboral' });
    await expect(update).toBeChecked();
    await expect(matrix.getByRole('switch', { name: 'Incluir Experiencia laboral en el menú' })).toBeChecked();

    await update.click();
    await expect(update).not.toBeChecked();
    await expect(toastSaying(admin, 'Permisos guardados.')).toBeVisible();

    // role.updated brings the new flags to the student's open page: only the edit button goes.
    await expect(edit).toHaveCount(0);
    await expect(remove).toBeVisible();
    await expect(student.getByRole('button', { name: 'Agregar experiencia' })).toBeVisible();
    expect(await pageMark(student)).toBe(42);

    // Switched back on the same screen: the button comes back.
    await update.click();
    await expect(update).toBeChecked();
    await expect(edit).toBeVisible();
    expect(await pageMark(student)).toBe(42);
  } finally {
    // The student role is shared with the other specs' students.
    const api = await adminApi(request);
    const now = await api.call<Grant[]>('GET', `/api/admin/roles/${studentRoleId}/permissions`);
    const current = now.find((grant) => grant.menu_id === work.menu_id)!;
    if (JSON.stringify(current.permissions) !== JSON.stringify(work.permissions)) {
      await api.call('PUT', `/api/admin/roles/${studentRoleId}/permissions/${work.menu_id}`, work.permissions);
    }
  }
});

test('moving Experiencia laboral up and giving it a new icon on /admin/menus reach the student’s open navigation', async ({ request }) => {
  const work = menuOf('main_work');
  const courses = menuOf('main_courses');
  expect(work.icon).toEqual({ set: 'tabler', name: 'briefcase' });
  const links = studentNav().getByRole('link');
  const workNav = studentNav().getByRole('menuitem', { name: 'Experiencia laboral' });
  await expect(workNav.locator('svg.tabler-icon-briefcase')).toBeVisible();
  await expect(studentNav().getByRole('link', { name: 'Cursos', exact: true })).toBeVisible();
  const before = await links.allTextContents();
  const coursesAt = before.indexOf('Cursos');
  expect(before[coursesAt + 1]).toBe('Experiencia laboral');
  const after = [...before];
  [after[coursesAt], after[coursesAt + 1]] = ['Experiencia laboral', 'Cursos'];

  try {
    await admin.goto('/admin/menus');
    await expect(admin.getByRole('heading', { name: 'Menús', level: 2 })).toBeVisible();
    // The editor's tree: the CV group's entries by their titles, Cursos just before Experiencia laboral.
    const cvTitles = admin
      .getByRole('list', { name: 'Estructura del menú' })
      .getByRole('list', { name: 'Hoja de vida' })
      .getByRole('listitem')
      .locator('strong');
    await expect(cvTitles).toHaveCount(9);
    const treeBefore = await cvTitles.allTextContents();
    const treeAt = treeBefore.indexOf('Cursos');
    expect(treeBefore[treeAt + 1]).toBe('Experiencia laboral');
    const treeAfter = [...treeBefore];
    [treeAfter[treeAt], treeAfter[treeAt + 1]] = ['Experiencia laboral', 'Cursos'];

    // Up one place: it swaps with Cursos here and in the student's navigation.
    await admin.getByRole('button', { name: 'Subir Experiencia laboral' }).click();
    await expect(toastSaying(admin, 'Orden guardado.')).toBeVisible();
    await expect(cvTitles).toHaveText(treeAfter);
    await expect(links).toHaveText(after);
    expect(await pageMark(student)).toBe(42);

    // A new icon, found with the picker's search and seen in its preview before it is used.
    await admin.getByRole('button', { name: 'Editar Experiencia laboral' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Editar «Experiencia laboral»' });
    await expect(drawer.getByText('Icono actual: briefcase (Tabler)')).toBeVisible();
    await drawer.getByRole('button', { name: 'Cambiar icono' }).click();
    const picker = admin.getByRole('dialog', { name: 'Elegir icono' });
    const preview = picker.getByRole('region', { name: 'Vista previa' });
    await expect(preview).toContainText('Icono actual: briefcase (Tabler)');
    await picker.getByRole('searchbox', { name: 'Buscar icono' }).fill('build');
    const icons = picker.getByRole('group', { name: 'Iconos de Tabler' }).getByRole('button');
    await expect(icons).toHaveCount(2);
    await expect(picker.getByRole('button', { name: 'building-community', exact: true })).toBeVisible();
    const building = picker.getByRole('button', { name: 'building', exact: true });
    await building.click();
    await expect(building).toHaveAttribute('aria-pressed', 'true');
    await expect(preview).toContainText('Icono actual: building (Tabler)');
    await expect(preview.locator('svg.tabler-icon-building')).toBeVisible();
    await picker.getByRole('button', { name: 'Usar este icono' }).click();
    await expect(picker).toBeHidden();
    await expect(drawer.getByText('Icono actual: building (Tabler)')).toBeVisible();
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await expect(toastSaying(admin, 'Elemento de menú guardado.')).toBeVisible();
    await expect(drawer).toBeHidden();

    // The student's navigation draws the new icon, in the new order, on the same page.
    await expect(workNav.locator('svg.tabler-icon-building')).toBeVisible();
    await expect(workNav.locator('svg.tabler-icon-briefcase')).toHaveCount(0);
    await expect(links).toHaveText(after);
    expect(await pageMark(student)).toBe(42);
  } finally {
    // The seeded menu is every student's: its order and icon go back.
    const api = await adminApi(request);
    const now = await api.call<MenuView[]>('GET', '/api/admin/menus');
    for (const seeded of [work, courses]) {
      const current = now.find((menu) => menu.id === seeded.id)!;
      const changes = {
        ...(current.order !== seeded.order && { order: seeded.order }),
        ...(JSON.stringify(current.icon) !== JSON.stringify(seeded.icon) && { icon: seeded.icon }),
      };
      if (Object.keys(changes).length > 0) await api.call('PATCH', `/api/admin/menus/${seeded.id}`, changes);
    }
  }
  // Put back: the student's navigation is as it was, still without a reload.
  await expect(links).toHaveText(before);
  await expect(workNav.locator('svg.tabler-icon-briefcase')).toBeVisible();
  expect(await pageMark(student)).toBe(42);
});

/** The rows of the audit list showing exactly this who / what / action. */
function auditRows(page: Page, who: string, what: string, action: string): Locator {
  const cell = (name: string) => page.getByRole('cell', { name, exact: true });
  return page
    .getByRole('row')
    .filter({ has: cell(who) })
    .filter({ has: cell(what) })
    .filter({ has: cell(action) });
}

/** Opens each of these rows' changes; answers their detail regions, in the list's order (newest first). */
async function openChanges(page: Page, rows: Locator) {
  const labels = await rows
    .getByRole('button', { name: /^Ver cambios del registro \d+$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!));
  const ids = labels.map((label) => label.replace('Ver cambios del registro ', ''));
  for (const id of ids) {
    await page.getByRole('button', { name: `Ver cambios del registro ${id}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Ocultar cambios del registro ${id}`, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  return ids.map((id) => page.getByRole('region', { name: `Detalle del cambio ${id}`, exact: true }));
}

/** One field's line in a change's details: field, before, after. */
const changeLine = (details: Locator, field: string) =>
  details
    .getByRole('row')
    .filter({ has: details.page().getByRole('cell', { name: field, exact: true }) })
    .getByRole('cell');

test('/admin/audit lists the approval, the permission change and the menu change, each with its before and after', async () => {
  const work = menuOf('main_work');
  const courses = menuOf('main_courses');
  const workGrant = grantOf('main_work');

  await admin.goto('/admin/audit');
  await expect(admin.getByRole('heading', { name: 'Auditoría', level: 2 })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Registro de cambios', level: 3 })).toBeVisible();

  // The approval: one review of the company, pendiente → aprobada.
  const approval = auditRows(admin, 'Administrador', `Empresa ${companyId}`, 'Revisión');
  await expect(approval).toHaveCount(1);
  const [approvalDetails] = await openChanges(admin, approval);
  await expect(approvalDetails!).toContainText('Cambios');
  await expect(changeLine(approvalDetails!, 'status')).toHaveText(['status', 'pendiente', 'aprobada']);

  // The permission: switched off, then on again (newest first).
  const permission = auditRows(admin, 'Administrador', `Permiso ${studentRoleId}:${workGrant.menu_id}`, 'Modificación');
  await expect(permission).toHaveCount(2);
  const [switchedOn, switchedOff] = await openChanges(admin, permission);
  await expect(changeLine(switchedOff!, 'u')).toHaveText(['u', 'Sí', 'No']);
  await expect(changeLine(switchedOn!, 'u')).toHaveText(['u', 'No', 'Sí']);
  for (const details of [switchedOff!, switchedOn!]) await expect(details.getByRole('row')).toHaveCount(2);

  // The menu: moved up (its order swapped with Cursos'), its icon changed, then both put back.
  // Each change lists only the columns it touched, with its time of change.
  const moved = auditRows(admin, 'Administrador', `Menú ${work.id}`, 'Modificación');
  await expect(moved).toHaveCount(3);
  const [restored, iconChanged, reordered] = await openChanges(admin, moved);
  await expect(changeLine(reordered!, 'sort_order')).toHaveText(['sort_order', String(work.order), String(courses.order)]);
  await expect(changeLine(iconChanged!, 'icon_name')).toHaveText(['icon_name', 'briefcase', 'building']);
  await expect(changeLine(restored!, 'sort_order')).toHaveText(['sort_order', String(courses.order), String(work.order)]);
  await expect(changeLine(restored!, 'icon_name')).toHaveText(['icon_name', 'building', 'briefcase']);
  for (const [details, fields] of [
    [reordered!, ['sort_order', 'updated_at']],
    [iconChanged!, ['icon_name', 'updated_at']],
    [restored!, ['icon_name', 'sort_order', 'updated_at']],
  ] as const) {
    await expect(details.getByRole('row').getByRole('cell').locator('code')).toHaveText([...fields]);
  }
  const swapped = auditRows(admin, 'Administrador', `Menú ${courses.id}`, 'Modificación');
  await expect(swapped).toHaveCount(2);
});
