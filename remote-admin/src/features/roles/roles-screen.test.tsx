import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, renderScreen, setupApiServer, type TestFlags } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import { RolesScreen } from './roles-screen';
import { fakeRolesApi } from './testing/fake-roles-api';

const server = setupApiServer();

function renderRoles(flags: TestFlags = 'cud') {
  const fake = fakeRolesApi([
    ['Docente', 3],
    ['Tutor', 0],
  ]);
  server.use(...fake.handlers);
  const rendered = renderScreen(<RolesScreen />, {
    route: '/admin/roles',
    session: { role: 'admin', menu: { 'adm-roles': flags } },
    messages,
  });
  return { ...rendered, fake };
}

const row = (name: string) => within(screen.getByRole('table')).getByRole('row', { name: new RegExp(`^${name}\\b`) });

describe('/admin/roles', () => {
  it('lists the roles with their number of users and which are the system’s', async () => {
    const { user } = renderRoles();
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    await screen.findByText('Docente');
    expect(within(row('Estudiante')).getByText('40')).toBeInTheDocument();
    expect(within(row('Estudiante')).getByText('Del sistema')).toBeInTheDocument();
    expect(within(row('Docente')).getByText('3')).toBeInTheDocument();
    expect(within(row('Docente')).getByText('Personalizado')).toBeInTheDocument();
    expect(screen.getByText('5 resultados')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'tutor');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
  });

  it('creates a role, with the server’s 422 on the name', async () => {
    const { user, fake } = renderRoles();
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo rol' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Nombre del rol' }), 'docente');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Nombre del rol' })).toHaveAccessibleDescription(
        'Ya existe un rol con ese nombre.',
      ),
    );
    await user.clear(within(drawer).getByRole('textbox', { name: 'Nombre del rol' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Nombre del rol' }), 'Coordinador');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Rol guardado.')).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('Coordinador')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: '', body: { name_ro: 'Coordinador' } });
  });

  it('renames a role', async () => {
    const { user } = renderRoles();
    await user.click(await screen.findByRole('button', { name: 'Editar Tutor' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «Tutor»' });
    const name = within(drawer).getByRole('textbox', { name: 'Nombre del rol' });
    await user.clear(name);
    await user.type(name, 'Tutor académico{Enter}');
    expect(await within(screen.getByRole('table')).findByText('Tutor académico')).toBeInTheDocument();
  });

  it('deletes a role without users after the confirmation', async () => {
    const { user } = renderRoles();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tutor' }));
    expect((await screen.findAllByText('¿Eliminar el rol «Tutor»?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Rol eliminado.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Tutor')).not.toBeInTheDocument());
  });

  it('offers no delete for the system roles, which the server keeps', async () => {
    renderRoles();
    expect(await screen.findByRole('button', { name: 'Eliminar Tutor' })).toBeInTheDocument();
    for (const name of ['Administrador', 'Empresa', 'Estudiante']) {
      expect(within(row(name)).getByRole('button', { name: `Editar ${name}` })).toBeInTheDocument();
      expect(within(row(name)).queryByRole('button', { name: `Eliminar ${name}` })).not.toBeInTheDocument();
    }
  });

  it.each([['Docente', 'El rol tiene usuarios asignados; asígneles otro rol antes de eliminarlo.']])(
    'keeps %s and shows the server’s reason',
    async (name, reason) => {
      const { user } = renderRoles();
      await user.click(await screen.findByRole('button', { name: `Eliminar ${name}` }));
      await user.click((await screen.findAllByRole('button', { name: 'Sí' })).at(-1)!);
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(row(name)).toBeInTheDocument();
    },
  );

  it('shows each action only with its flag, following the menu live', async () => {
    const { store } = renderRoles('u');
    expect(await screen.findByRole('button', { name: 'Editar Tutor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Tutor' })).not.toBeInTheDocument();
    act(() => changeMenu(store, { 'adm-roles': 'cd' }));
    expect(await screen.findByRole('button', { name: 'Eliminar Tutor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Tutor' })).not.toBeInTheDocument();
  });
});
