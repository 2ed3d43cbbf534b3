import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, chooseOption, renderScreen, setupApiServer, type TestFlags } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import { fakeUniversitiesApi } from './testing/fake-universities-api';
import { UniversitiesScreen } from './universities-screen';

const server = setupApiServer();

function renderUniversities({ flags = 'cud' as TestFlags, route = '/admin/universities' } = {}) {
  const fake = fakeUniversitiesApi([
    {
      nombre: 'Universidad Central del Ecuador',
      siglas: 'UCE',
      inUse: true,
      carreras: [
        ['Computación', 'Facultad de Ingeniería', true],
        ['Arquitectura', 'Facultad de Arquitectura'],
      ],
    },
    { nombre: 'Escuela Superior Politécnica del Litoral', siglas: 'ESPOL', place: ['09', 'guayaquil'] },
    { nombre: 'Universidad de Prueba Cerrada', siglas: 'UPC', activa: false },
  ]);
  server.use(...fake.handlers);
  const rendered = renderScreen(<UniversitiesScreen />, { route, session: { role: 'admin', menu: { universities: flags } }, messages });
  return { ...rendered, fake };
}

const table = () => screen.getByRole('table');
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const careers = (university: string) => screen.findByRole('list', { name: `Carreras de ${university}` });

describe('/admin/universities', () => {
  it('lists universities with type, place, careers and state; searches and filters them', async () => {
    const { user } = renderUniversities();
    expect(await screen.findByRole('heading', { name: 'Universidades' })).toBeInTheDocument();
    await screen.findByText('Universidad Central del Ecuador');
    const uce = row('Universidad Central');
    expect(within(uce).getByText('Pública')).toBeInTheDocument();
    expect(within(uce).getByText('Quito, Pichincha')).toBeInTheDocument();
    expect(within(uce).getByText('2')).toBeInTheDocument();
    expect(within(uce).getByText('En hojas de vida')).toBeInTheDocument();
    expect(within(row('Prueba Cerrada')).getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getByText('3 resultados')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o siglas' }), 'politecnica');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(within(table()).getByText('Escuela Superior Politécnica del Litoral')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre o siglas' }));
    // The cleared search is sent after its debounce: the list is whole again before the filter.
    expect(await screen.findByText('3 resultados')).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Estado' }), 'Inactivas');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(within(table()).getByText('Universidad de Prueba Cerrada')).toBeInTheDocument();
    expect(within(table()).queryByText('Universidad Central del Ecuador')).not.toBeInTheDocument();
  });

  it('creates a university with the province’s city, and shows the contract’s messages first', async () => {
    const { user, fake } = renderUniversities();
    await user.click(await screen.findByRole('button', { name: 'Agregar universidad' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nueva universidad' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Siglas' }), '-');
    await user.type(within(drawer).getByRole('textbox', { name: 'Sitio web' }), 'uta.edu.ec');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('El campo es obligatorio.'),
    );
    expect(within(drawer).getByRole('textbox', { name: 'Siglas' })).toHaveAccessibleDescription('El formato del campo no es válido.');
    expect(within(drawer).getByRole('textbox', { name: 'Sitio web' })).toHaveAccessibleDescription(
      "El campo no debe ser una url válida 'http://'.",
    );
    expect(within(drawer).getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
    expect(fake.calls).toEqual([]);

    await user.type(within(drawer).getByRole('textbox', { name: 'Nombre' }), 'Universidad Técnica de Ambato');
    await user.clear(within(drawer).getByRole('textbox', { name: 'Siglas' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Siglas' }), 'UTA');
    await user.clear(within(drawer).getByRole('textbox', { name: 'Sitio web' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Sitio web' }), 'https://www.uta.edu.ec');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Tipo' }), 'Pública');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Provincia' }), 'Pichincha');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Ciudad' }), 'Quito');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Universidad guardada.')).toBeInTheDocument();
    expect(await within(table()).findByText('Universidad Técnica de Ambato')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '',
      body: {
        nombre: 'Universidad Técnica de Ambato',
        siglas: 'UTA',
        tipo: 'publica',
        provincia: '17',
        ciudad: 'quito',
        web: 'https://www.uta.edu.ec',
        activa: true,
      },
    });
    // The new university is the one whose careers are shown.
    expect(await screen.findByRole('heading', { name: 'Carreras de Universidad Técnica de Ambato' })).toBeInTheDocument();
    expect(screen.getByText('Esta universidad todavía no tiene carreras.')).toBeInTheDocument();
  });

  it('puts the server’s 422 on the field, and keeps what was typed', async () => {
    const { user } = renderUniversities();
    await user.click(await screen.findByRole('button', { name: 'Editar Escuela Superior Politécnica del Litoral' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «Escuela Superior Politécnica del Litoral»' });
    const name = within(drawer).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'UNIVERSIDAD CENTRAL DEL ECUADOR');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Ya existe una universidad con este nombre.'));
    expect(name).toHaveValue('UNIVERSIDAD CENTRAL DEL ECUADOR');
    // The rest of the form is as it was: the province still chosen.
    expect(within(drawer).getByTitle('Guayas')).toBeInTheDocument();
  });

  it('edits a university: another province empties its city', async () => {
    const { user, fake } = renderUniversities();
    await user.click(await screen.findByRole('button', { name: 'Editar Escuela Superior Politécnica del Litoral' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «Escuela Superior Politécnica del Litoral»' });
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Provincia' }), 'Pichincha');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'Ciudad' })).toHaveAccessibleDescription('El campo es obligatorio.'),
    );
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Ciudad' }), 'Quito');
    await user.click(within(drawer).getByRole('switch', { name: 'Activa' }));
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(row('Escuela Superior')).getByText('Quito, Pichincha')).toBeInTheDocument());
    expect(within(row('Escuela Superior')).getByText('Inactiva')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', body: { provincia: '17', ciudad: 'quito', activa: false, web: null } });
  });

  it('deletes an unused university, and deactivates one a CV names instead', async () => {
    const { user } = renderUniversities();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Universidad de Prueba Cerrada' }));
    expect((await screen.findAllByText('¿Eliminar «Universidad de Prueba Cerrada» y sus carreras?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Universidad eliminada.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Universidad de Prueba Cerrada')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Eliminar Universidad Central del Ecuador' }));
    expect(
      (
        await screen.findAllByText(
          '«Universidad Central del Ecuador» figura en hojas de vida: se desactivará en lugar de eliminarse. ¿Continuar?',
        )
      ).at(-1),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('La universidad figura en hojas de vida: se desactivó en lugar de eliminarse.')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Universidad Central')).getByText('Inactiva')).toBeInTheDocument());
  });

  it('edits the careers of the chosen university in place: add, rename, delete', async () => {
    const { user, fake } = renderUniversities();
    await user.click(await screen.findByRole('button', { name: 'Ver carreras de Universidad Central del Ecuador' }));
    const list = await careers('Universidad Central del Ecuador');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Computación'), expect.stringContaining('Arquitectura')]);
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('En hojas de vida')).toBeInTheDocument();

    // Add: the contract's rules first, then the server's 422 on its field.
    const add = screen.getByRole('form', { name: 'Nueva carrera' });
    await user.click(within(add).getByRole('button', { name: 'Agregar carrera' }));
    await waitFor(() =>
      expect(within(add).getByRole('textbox', { name: 'Carrera' })).toHaveAccessibleDescription('El campo es obligatorio.'),
    );
    await user.type(within(add).getByRole('textbox', { name: 'Carrera' }), 'arquitectura');
    await user.type(within(add).getByRole('textbox', { name: 'Facultad' }), 'Facultad de Arquitectura');
    await user.click(within(add).getByRole('button', { name: 'Agregar carrera' }));
    await waitFor(() =>
      expect(within(add).getByRole('textbox', { name: 'Carrera' })).toHaveAccessibleDescription(
        'Esta universidad ya tiene una carrera con este nombre.',
      ),
    );
    await user.clear(within(add).getByRole('textbox', { name: 'Carrera' }));
    await user.type(within(add).getByRole('textbox', { name: 'Carrera' }), 'Diseño Urbano');
    await user.click(within(add).getByRole('button', { name: 'Agregar carrera' }));
    expect(await within(list).findByText('Diseño Urbano')).toBeInTheDocument();
    expect(within(add).getByRole('textbox', { name: 'Carrera' })).toHaveValue('');
    await waitFor(() => expect(within(row('Universidad Central')).getByText('3')).toBeInTheDocument());

    // Rename in place; a career some CV names says the CVs follow the new name.
    await user.click(within(list).getByRole('button', { name: 'Editar Computación' }));
    const edit = within(list).getByRole('form', { name: 'Editar carrera Computación' });
    const name = within(edit).getByRole('textbox', { name: 'Carrera' });
    expect(name).toHaveAccessibleDescription('Las hojas de vida que nombran esta carrera tomarán el nuevo nombre.');
    await user.clear(name);
    await user.type(name, 'Ingeniería en Computación');
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await within(list).findByText('Ingeniería en Computación')).toBeInTheDocument();
    expect(within(list).queryByRole('form', { name: /Editar carrera/ })).not.toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: expect.stringMatching(/^\d+\/careers\/\d+$/),
      body: { nombre: 'Ingeniería en Computación', facultad: 'Facultad de Ingeniería', activa: true },
    });

    // Delete: an unused career goes; one a CV names is deactivated.
    await user.click(within(list).getByRole('button', { name: 'Eliminar Arquitectura' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(within(list).queryByText('Arquitectura')).not.toBeInTheDocument());
    await user.click(within(list).getByRole('button', { name: 'Eliminar Ingeniería en Computación' }));
    expect(
      (
        await screen.findAllByText(
          'La carrera «Ingeniería en Computación» figura en hojas de vida: se desactivará en lugar de eliminarse. ¿Continuar?',
        )
      ).at(-1),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('La carrera figura en hojas de vida: se desactivó en lugar de eliminarse.')).toBeInTheDocument();
    await waitFor(() => expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Inactiva')).toBeInTheDocument());
  });

  it('opens the university named in the address', async () => {
    const { fake } = renderUniversities({ route: '/admin/universities?universidad=1' });
    expect(fake.rows[0]!.id).toBe(1);
    expect(await careers('Universidad Central del Ecuador')).toBeInTheDocument();
  });

  it('shows each action only with its flag, and follows the menu when it changes', async () => {
    const { user, store } = renderUniversities({ flags: '' });
    await user.click(await screen.findByRole('button', { name: 'Ver carreras de Universidad Central del Ecuador' }));
    const list = await careers('Universidad Central del Ecuador');
    expect(screen.queryByRole('button', { name: 'Agregar universidad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Eliminar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva carrera' })).not.toBeInTheDocument();

    act(() => changeMenu(store, { universities: 'c' }));
    expect(await screen.findByRole('form', { name: 'Nueva carrera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar universidad' })).toBeInTheDocument();

    act(() => changeMenu(store, { universities: 'ud' }));
    expect(await within(list).findByRole('button', { name: 'Editar Computación' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Eliminar Arquitectura' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Universidad Central del Ecuador' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva carrera' })).not.toBeInTheDocument();
  });
});
