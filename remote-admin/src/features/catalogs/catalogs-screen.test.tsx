import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, chooseOption, renderScreen, setupApiServer, type TestFlags } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import { CatalogsScreen } from './catalogs-screen';
import { fakeCatalogsApi } from './testing/fake-catalogs-api';

const server = setupApiServer();

function renderCatalogs({ tipo = 'idiomas', flags = 'cud' as TestFlags } = {}) {
  const fake = fakeCatalogsApi({
    provincias: [
      ['17', 'Pichincha', true],
      ['09', 'Guayas', true],
    ],
    ciudades: [['quito', 'Quito', false, '17']],
    idiomas: [
      ['es', 'Español', true],
      ['en', 'Inglés'],
      ['fr', 'Francés'],
      ['qu', 'Kichwa'],
    ],
  });
  server.use(...fake.handlers);
  const rendered = renderScreen(<CatalogsScreen />, {
    route: `/admin/catalogs?tipo=${tipo}`,
    session: { role: 'admin', menu: { catalogs: flags } },
    messages,
  });
  return { ...rendered, fake };
}

const table = () => screen.getByRole('table');
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

describe('/admin/catalogs', () => {
  it('lists the chosen catalog’s items with code, name, order and state, and searches them', async () => {
    const { user } = renderCatalogs();
    expect(await screen.findByRole('heading', { name: 'Catálogos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Idiomas' })).toBeInTheDocument();
    await within(await screen.findByRole('table')).findByText('Inglés');
    expect(within(row('Español')).getByText('es')).toBeInTheDocument();
    expect(within(row('Español')).getByText('10')).toBeInTheDocument();
    expect(within(row('Español')).getByText('Activo')).toBeInTheDocument();
    expect(within(row('Español')).getByText('En uso')).toBeInTheDocument();
    expect(within(row('Inglés')).queryByText('En uso')).not.toBeInTheDocument();
    expect(screen.getByText('4 resultados')).toBeInTheDocument();

    // Accents and case do not matter, as on the server.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por código o nombre' }), 'frances');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(within(table()).getByText('Francés')).toBeInTheDocument();
  });

  it('switches catalogs with the select on a narrow screen', async () => {
    const { user } = renderCatalogs({ tipo: 'provincias' });
    expect(await screen.findByRole('heading', { name: 'Provincias' })).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Catálogo' }), 'Ciudades (1)');
    expect(await screen.findByRole('heading', { name: 'Ciudades' })).toBeInTheDocument();
    // A city shows its province by name.
    expect(within(await screen.findByRole('row', { name: /Quito/ })).getByText('Pichincha')).toBeInTheDocument();
  });

  it('says when a catalog has no items yet', async () => {
    renderCatalogs({ tipo: 'generos' });
    expect(await screen.findByText('Este catálogo todavía no tiene elementos.')).toBeInTheDocument();
    expect(screen.getByText('No hay resultados')).toBeInTheDocument();
  });

  it('creates an item, and shows the server’s 422 on the code field', async () => {
    const { user, fake } = renderCatalogs();
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo elemento: Idiomas' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Código' }), 'en');
    await user.type(within(drawer).getByRole('textbox', { name: 'Nombre' }), 'Inglés británico');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription('Ya existe un elemento con este código.'),
    );

    await user.clear(within(drawer).getByRole('textbox', { name: 'Código' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Código' }), 'en-gb');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elemento guardado.')).toBeInTheDocument();
    expect(await within(table()).findByText('Inglés británico')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: 'idiomas', body: { code: 'en-gb', name: 'Inglés británico', active: true } });
  });

  it('edits an item; its code is read-only', async () => {
    const { user, fake } = renderCatalogs();
    await user.click(await screen.findByRole('button', { name: 'Editar Kichwa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «Kichwa»' });
    const code = within(drawer).getByRole('textbox', { name: 'Código' });
    expect(code).toHaveValue('qu');
    expect(code).toHaveAttribute('readonly');
    const name = within(drawer).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Kichwa (quichua)');
    await user.click(within(drawer).getByRole('switch', { name: 'Activo' }));
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(table()).findByText('Kichwa (quichua)')).toBeInTheDocument();
    expect(within(row('Kichwa')).getByText('Inactivo')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({
      method: 'PUT',
      path: expect.stringMatching(/^idiomas\/\d+$/),
      body: { name: 'Kichwa (quichua)', active: false, order: 40 },
    });
  });

  it('deletes an unused item after the confirmation', async () => {
    const { user } = renderCatalogs();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Francés' }));
    expect((await screen.findAllByText('¿Eliminar «Francés»?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Elemento eliminado.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Francés')).not.toBeInTheDocument());
  });

  it('deactivates an item in use instead, and says so', async () => {
    const { user } = renderCatalogs();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Español' }));
    expect(
      (await screen.findAllByText('«Español» está en uso: se desactivará en lugar de eliminarse. ¿Continuar?')).at(-1),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('El elemento está en uso: se desactivó en lugar de eliminarse.')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Español')).getByText('Inactivo')).toBeInTheDocument());
  });

  it('shows each action only with its flag, and follows the menu when it changes', async () => {
    const { store } = renderCatalogs({ flags: 'u' });
    expect(await screen.findByRole('button', { name: 'Editar Inglés' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Inglés' })).not.toBeInTheDocument();

    act(() => changeMenu(store, { catalogs: 'cud' }));
    expect(await screen.findByRole('button', { name: 'Eliminar Inglés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();

    act(() => changeMenu(store, { catalogs: 'cu' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar Inglés' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Editar Inglés' })).toBeInTheDocument();
  });

  it('is used from the keyboard: open the form, fill it, save with Enter', async () => {
    const { user } = renderCatalogs();
    const add = await screen.findByRole('button', { name: 'Agregar' });
    add.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo elemento: Idiomas' });
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Código' })).toHaveFocus());
    await user.keyboard('pt');
    await user.tab();
    expect(within(drawer).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await user.keyboard('Portugués{Enter}');
    expect(await within(table()).findByText('Portugués')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo elemento: Idiomas' })).not.toBeInTheDocument());
  });

  it('asks for the province of a new city', async () => {
    const { user, fake } = renderCatalogs({ tipo: 'ciudades' });
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo elemento: Ciudades' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Código' }), 'guayaquil');
    await user.type(within(drawer).getByRole('textbox', { name: 'Nombre' }), 'Guayaquil');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    const province = within(drawer).getByRole('combobox', { name: 'Provincia' });
    await waitFor(() => expect(province).toHaveAccessibleDescription('El campo es obligatorio.'));
    await chooseOption(user, province, 'Guayas');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(table()).findByText('Guayaquil')).toBeInTheDocument();
    expect(fake.calls.at(-1)?.body).toEqual({ code: 'guayaquil', name: 'Guayaquil', active: true, provincia: '09' });
  });
});

describe('/admin/catalogs on a wide screen', () => {
  const narrow = window.matchMedia;
  beforeEach(() => {
    // A 1280 px window: every min-width query up to xl matches.
    window.matchMedia = (query: string) => ({
      ...narrow(query),
      matches: /min-width:\s*(\d+)/.test(query) && Number(/min-width:\s*(\d+)/.exec(query)?.[1]) <= 1280,
    });
  });
  afterEach(() => {
    window.matchMedia = narrow;
  });

  it('lists the types on the side with their counts', async () => {
    const { user } = renderCatalogs({ tipo: 'provincias' });
    const nav = await screen.findByRole('navigation', { name: 'Tipos de catálogo' });
    expect(await within(nav).findByText('Idiomas (4)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Catálogo' })).not.toBeInTheDocument();
    await user.click(within(nav).getByText('Idiomas (4)'));
    expect(await screen.findByRole('heading', { name: 'Idiomas' })).toBeInTheDocument();
  });
});
