import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, renderScreen, setupApiServer, type TestFlags } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import { MenusScreen } from './menus-screen';
import { fakeMenusApi, seedMenus } from './testing/fake-menus-api';

const server = setupApiServer();

function renderMenus(flags: TestFlags = 'cud') {
  const fake = fakeMenusApi([
    ...seedMenus,
    { id: 20, title: 'ayuda', name: 'help', path: '/second-page', icon: null, parent_id: null, order: 40 },
  ]);
  server.use(...fake.handlers);
  const rendered = renderScreen(<MenusScreen />, { route: '/admin/menus', session: { role: 'admin', menu: { menus: flags } }, messages });
  return { ...rendered, fake };
}

const tree = () => screen.findByRole('list', { name: 'Estructura del menú' });
const levelNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('strong')?.textContent);

describe('/admin/menus', () => {
  it('shows the menu tree in order with each item’s title, key and path', async () => {
    renderMenus();
    const list = await tree();
    expect(levelNames(list)).toEqual(['Hoja de vida', 'Ofertas', 'Usuarios', 'ayuda']);
    const cv = within(list).getByRole('list', { name: 'Hoja de vida' });
    expect(levelNames(cv)).toEqual(['Información personal', 'Formación universitaria', 'Idiomas']);
    expect(within(cv).getByText('Clave: main_languages · Ruta: /CV/languages')).toBeInTheDocument();
    expect(within(list).getByText('Clave: information · Sin ruta (grupo)')).toBeInTheDocument();
  });

  it('moves an item down and up among its siblings, from the keyboard, keeping the focus on it', async () => {
    const { user, fake } = renderMenus();
    const list = await tree();
    const down = within(list).getByRole('button', { name: 'Bajar Formación universitaria' });
    down.focus();
    await user.keyboard('{Enter}');
    const cv = () => within(list).getByRole('list', { name: 'Hoja de vida' });
    await waitFor(() => expect(levelNames(cv())).toEqual(['Información personal', 'Idiomas', 'Formación universitaria']));
    expect(fake.calls).toEqual([
      { method: 'PATCH', path: '3', body: { order: 30 } },
      { method: 'PATCH', path: '4', body: { order: 20 } },
    ]);
    // Now last of its level: its «Bajar» is off and «Subir» has the focus.
    expect(within(list).getByRole('button', { name: 'Bajar Formación universitaria' })).toBeDisabled();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Subir Formación universitaria' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(levelNames(cv())).toEqual(['Información personal', 'Formación universitaria', 'Idiomas']));
    expect(within(list).getByRole('button', { name: 'Subir Información personal' })).toBeDisabled();
  });

  it('edits an item’s path with the server’s rule: never off the portal', async () => {
    const { user, fake } = renderMenus();
    await user.click(within(await tree()).getByRole('button', { name: 'Editar ayuda' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «ayuda»' });
    const path = within(drawer).getByRole('textbox', { name: 'Ruta' });
    const save = within(drawer).getByRole('button', { name: 'Guardar' });

    await user.clear(path);
    await user.type(path, '//evil.example/admin/users');
    await user.click(save);
    await waitFor(() => expect(path).toHaveAccessibleDescription('La ruta debe empezar con / y tener solo letras, números, guiones y /.'));
    await user.clear(path);
    await user.type(path, 'https://evil.example');
    await user.click(save);
    await waitFor(() => expect(path).toHaveAccessibleDescription('La ruta debe empezar con / y tener solo letras, números, guiones y /.'));
    await user.clear(path);
    await user.type(path, '/preguntas');
    await user.click(save);
    await waitFor(() =>
      expect(path).toHaveAccessibleDescription('La ruta debe ser una pantalla del portal o estar debajo de una (ej.: /admin/users).'),
    );
    expect(fake.calls).toEqual([]);

    await user.clear(path);
    await user.type(path, '/second-page/preguntas');
    await user.click(save);
    expect(await screen.findByText('Elemento de menú guardado.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: '20', body: { path: '/second-page/preguntas', title: 'ayuda' } });
  });

  it('shows how a title key reads, and says when it has no translation', async () => {
    const { user } = renderMenus();
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo elemento de menú' });
    const key = within(drawer).getByRole('textbox', { name: 'Clave del título' });
    await user.type(key, 'settings-menu');
    expect(key).toHaveAccessibleDescription('Se muestra como «Configuración».');
    await user.clear(key);
    await user.type(key, 'preguntas');
    expect(key).toHaveAccessibleDescription('No tiene traducción: se mostrará la clave tal cual.');
  });

  it('picks an icon from another set with a search and a live preview, then saves it', async () => {
    const { user, fake } = renderMenus();
    await user.click(within(await tree()).getByRole('button', { name: 'Editar ayuda' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «ayuda»' });
    expect(within(drawer).getByText('Sin icono')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Elegir icono' }));

    // The picker is its own chunk, loaded on first open. (Under Jest antd gives every dialog
    // one fixed id, so its accessible name cannot be resolved: found by its heading instead.)
    const picker = (await screen.findByText('Usar este icono')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(picker).getByText('Elija un icono para verlo aquí.')).toBeInTheDocument();
    await user.click(within(picker).getByText('Font Awesome'));
    await user.type(within(picker).getByRole('searchbox', { name: 'Buscar icono' }), 'USER');
    const icons = within(picker).getByRole('group', { name: 'Iconos de Font Awesome' });
    expect(
      within(icons)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['user', 'user-gear', 'users']);
    await user.click(within(icons).getByRole('button', { name: 'user-gear' }));
    expect(within(icons).getByRole('button', { name: 'user-gear' })).toHaveAttribute('aria-pressed', 'true');
    const preview = within(picker).getByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByText('Icono actual: user-gear (Font Awesome)')).toBeInTheDocument();
    await waitFor(() => expect(preview.querySelector('svg path')).not.toBeNull());

    await user.type(within(picker).getByRole('searchbox', { name: 'Buscar icono' }), 'zz');
    expect(within(picker).getByText('Ningún icono coincide con la búsqueda.')).toBeInTheDocument();

    await user.click(within(picker).getByRole('button', { name: 'Usar este icono' }));
    await waitFor(() => expect(screen.queryByText('Usar este icono')).not.toBeInTheDocument());
    expect(within(drawer).getByText('Icono actual: user-gear (Font Awesome)')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elemento de menú guardado.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: '20', body: { icon: { set: 'fontawesome', name: 'user-gear' } } });
  });

  it('deletes an item after the confirmation, and shows the server’s reason when it stays', async () => {
    const { user } = renderMenus();
    const list = await tree();
    await user.click(within(list).getByRole('button', { name: 'Eliminar Ofertas' }));
    await user.click((await screen.findAllByRole('button', { name: 'Sí' })).at(-1)!);
    expect(
      await screen.findByText('Este elemento protege funciones del servidor: no se puede eliminar ni cambiar su título.'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Ofertas')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Eliminar ayuda' }));
    await user.click((await screen.findAllByRole('button', { name: 'Sí' })).at(-1)!);
    expect(await screen.findByText('Menú eliminado.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('ayuda')).not.toBeInTheDocument());
  });

  it('shows each action only with its flag, following the menu live', async () => {
    const { store } = renderMenus('u');
    const list = await tree();
    expect(within(list).getByRole('button', { name: 'Subir Ofertas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Eliminar Ofertas' })).not.toBeInTheDocument();
    act(() => changeMenu(store, { menus: 'cd' }));
    expect(await within(list).findByRole('button', { name: 'Eliminar Ofertas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Subir Ofertas' })).not.toBeInTheDocument();
  });
});
