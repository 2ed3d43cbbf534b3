import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, chooseOption, renderScreen, setupApiServer, type TestFlags } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import { PermissionsScreen } from './permissions-screen';
import { fakePermissionsApi } from './testing/fake-permissions-api';

const server = setupApiServer();

function renderPermissions({ rol = '3', flags = 'cud' as TestFlags, refused = [] as number[] } = {}) {
  const fake = fakePermissionsApi(
    {
      1: { 1: '', 2: 'cudx', 3: 'cudx', 4: 'x', 5: '', 6: 'cudx' },
      3: { 1: '', 2: 'cudx', 3: 'cu', 4: 'x' },
    },
    { refused },
  );
  server.use(...fake.handlers);
  const rendered = renderScreen(<PermissionsScreen />, {
    route: `/admin/permissions${rol ? `?rol=${rol}` : ''}`,
    session: { role: 'admin', menu: { 'adm-permissions': flags } },
    messages,
  });
  return { ...rendered, fake };
}

/** The role's matrix, once its items have arrived. */
async function matrix(role: string) {
  const region = await screen.findByRole('region', { name: `Permisos de ${role}` });
  await within(region).findAllByRole('switch');
  return region;
}
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('/admin/permissions', () => {
  it('asks for a role, then shows its menu items grouped as in the menu with their flags', async () => {
    const { user } = renderPermissions({ rol: '' });
    expect(await screen.findByText('Elija un rol para ver y cambiar sus permisos.')).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Rol' }), 'Estudiante');
    const region = await matrix('Estudiante');

    const items = within(region)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(items).toEqual(['Hoja de vida', 'Información personal', 'Idiomas', 'Ofertas', 'Usuarios', 'Usuarios']);
    expect(toggle('Incluir Idiomas en el menú')).toBeChecked();
    expect(toggle('Agregar en Idiomas')).toBeChecked();
    expect(toggle('Actualizar en Idiomas')).toBeChecked();
    expect(toggle('Eliminar en Idiomas')).not.toBeChecked();
    expect(toggle('Ejecutar en Ofertas')).toBeChecked();
    // An item the role lacks: its actions wait until it is in the menu.
    within(region)
      .getAllByRole('switch', { name: 'Incluir Usuarios en el menú' })
      .forEach((item) => expect(item).not.toBeChecked());
    expect(within(region).getAllByRole('switch', { name: 'Agregar en Usuarios' })[1]).toBeDisabled();
  });

  it('saves a switched flag at once, and undoes it from the message', async () => {
    const { user, fake } = renderPermissions();
    await matrix('Estudiante');
    const release = fake.hold();
    await user.click(toggle('Eliminar en Idiomas'));
    // Shown at once, before the server answers.
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(toggle('Eliminar en Idiomas')).toBeChecked();
    expect(screen.queryByText('Permisos guardados.')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Permisos guardados.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({ method: 'PUT', path: '3/3', body: { c: true, u: true, d: true, x: false } });
    expect(fake.held[3]![3]).toBe('cud');

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho.')).toBeInTheDocument();
    await waitFor(() => expect(toggle('Eliminar en Idiomas')).not.toBeChecked());
    expect(fake.calls.at(-1)).toEqual({ method: 'PUT', path: '3/3', body: { c: true, u: true, d: false, x: false } });
    expect(fake.held[3]![3]).toBe('cu');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('adds an item to the role’s menu and removes it, undoing the removal with its flags', async () => {
    const { user, fake } = renderPermissions();
    const region = await matrix('Estudiante');
    const [group] = within(region).getAllByRole('switch', { name: 'Incluir Usuarios en el menú' });
    await user.click(group!);
    await screen.findByText('Permisos guardados.');
    expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: '3', body: { menu_id: 5, c: false, u: false, d: false, x: false } });

    await user.click(toggle('Incluir Idiomas en el menú'));
    await waitFor(() => expect(fake.calls.at(-1)).toEqual({ method: 'DELETE', path: '3/3' }));
    await waitFor(() => expect(toggle('Agregar en Idiomas')).toBeDisabled());
    expect(toggle('Agregar en Idiomas')).not.toBeChecked();

    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(toggle('Agregar en Idiomas')).toBeChecked());
    expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: '3', body: { menu_id: 3, c: true, u: true, d: false, x: false } });
  });

  it('puts a refused switch back and shows the server’s reason', async () => {
    const { user, fake } = renderPermissions({ refused: [2] });
    await matrix('Estudiante');
    await user.click(toggle('Ejecutar en Información personal'));
    expect(await screen.findByText('No puede otorgar ni retirar permisos que su rol no tiene.')).toBeInTheDocument();
    await waitFor(() => expect(toggle('Ejecutar en Información personal')).toBeChecked());
    expect(fake.held[3]![2]).toBe('cudx');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('shows the caller’s own role (or the Administrador’s) read-only, with the reason', async () => {
    renderPermissions({ rol: '1' });
    const region = await matrix('Administrador');
    expect(within(region).getByText('Solo lectura')).toBeInTheDocument();
    expect(within(region).getByText('No puede modificar los permisos de su propio rol.')).toBeInTheDocument();
    const switches = within(region).getAllByRole('switch');
    expect(switches).toHaveLength(6 * 5);
    switches.forEach((item) => expect(item).toBeDisabled());
  });

  it('enables each kind of change only with the caller’s flag, following the menu live', async () => {
    const { store } = renderPermissions({ flags: 'u' });
    await matrix('Estudiante');
    expect(toggle('Eliminar en Idiomas')).toBeEnabled();
    expect(toggle('Incluir Idiomas en el menú')).toBeDisabled();
    act(() => changeMenu(store, { 'adm-permissions': 'd' }));
    await waitFor(() => expect(toggle('Incluir Idiomas en el menú')).toBeEnabled());
    expect(toggle('Eliminar en Idiomas')).toBeDisabled();
  });
});
