import type { AdminApi } from './admin-api';
import { randomCedula, uniqueEmail } from './identities';

/**
 * A role of the test's own holding the given menu items with every flag, and a student in it:
 * what the test changes behind the student's open page reaches nobody else.
 */
export async function studentWithOwnRole(admin: AdminApi, options: { role: string; name: string; titles: string[]; password: string }) {
  const role = await admin.call<{ id_ro: number }>('POST', '/api/admin/roles', { name_ro: `${options.role} ${Date.now()}` });
  const grants = await admin.call<Array<{ menu_id: number; title: string }>>('GET', `/api/admin/roles/${role.id_ro}/permissions`);
  const menuId = (title: string) => grants.find((grant) => grant.title === title)!.menu_id;
  for (const title of options.titles) {
    await admin.call('POST', `/api/admin/roles/${role.id_ro}/permissions`, { menu_id: menuId(title), c: true, u: true, d: true, x: true });
  }
  const email = uniqueEmail('rol-propio');
  const student = await admin.call<{ id_us: number }>('POST', '/api/admin/users', {
    name_us: options.name,
    email,
    password: options.password,
    role_id: role.id_ro,
    dni: randomCedula(),
  });
  return { roleId: role.id_ro, userId: student.id_us, email, menuId };
}
