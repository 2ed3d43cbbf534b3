import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, chooseOption, setupApiServer } from '@portal/shared/testing';
import { fullCvMenu, renderCvScreen } from '../../testing/render-cv';
import { WorkScreen } from './work-screen';

const server = setupApiServer();

const job = (id: number, cargo: string, fecha_inicio: string, fecha_fin: string | null) => ({
  id,
  empresa: 'Corporación Favorita C.A.',
  cargo,
  area: { code: 'tecnologia', name: 'Tecnología de la información' },
  fecha_inicio,
  fecha_fin,
  funciones: null,
  motivo_salida: null,
  referencia_nombre: null,
  referencia_telefono: null,
});
const internship = job(1, 'Pasante de sistemas', '2022-06-01', '2022-08-31');
const current = job(2, 'Analista de datos', '2024-01-15', null);

const renderWork = (options: Parameters<typeof renderCvScreen>[2] = {}) =>
  renderCvScreen(server, <WorkScreen />, { route: '/CV/work', ...options });
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/CV/work', () => {
  it('says what to add and why while there is no experience', async () => {
    renderWork();
    expect(
      await screen.findByText(/Aún no registras experiencia laboral\. Agrega tus trabajos, pasantías y prácticas/),
    ).toBeInTheDocument();
  });

  it('lists the latest job first, the current one as "Actual"', async () => {
    renderWork({ seed: { entries: { work: [internship, current] } } });
    await screen.findByRole('heading', { level: 3, name: 'Analista de datos' });
    expect(cardTitles()).toEqual(['Analista de datos', 'Pasante de sistemas']);
    const card = screen.getByRole('heading', { level: 3, name: 'Analista de datos' }).closest('article') as HTMLElement;
    expect(within(card).getByText(/2024 – Actual$/)).toBeInTheDocument();
  });

  it('adds the current job; an end before the start is refused on the end date', async () => {
    const { user, fake } = renderWork({ seed: { entries: { work: [internship] } } });
    await user.click(await screen.findByRole('button', { name: 'Agregar experiencia' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nueva experiencia laboral' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Empresa' }), 'Banco Pichincha');
    await user.type(within(drawer).getByRole('textbox', { name: 'Cargo' }), 'Analista de datos');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Área' }), 'Tecnología de la información');
    await user.type(within(drawer).getByRole('textbox', { name: 'Fecha de inicio' }), '15/01/2024{Enter}');
    // Enter in a field submits, as the save button does.
    await user.type(within(drawer).getByRole('textbox', { name: 'Fecha de salida' }), '31/12/2023{Enter}');
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Fecha de salida' })).toHaveAccessibleDescription(
        'La fecha de fin no puede ser anterior a la fecha de inicio.',
      ),
    );
    expect(fake.calls).toEqual([]);

    await user.click(within(drawer).getByRole('checkbox', { name: 'Trabajo aquí actualmente' }));
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Analista de datos' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Analista de datos', 'Pasante de sistemas']);
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: 'work',
        body: {
          empresa: 'Banco Pichincha',
          cargo: 'Analista de datos',
          area: 'tecnologia',
          fecha_inicio: '2024-01-15',
          fecha_fin: null,
          funciones: null,
          motivo_salida: null,
          referencia_nombre: null,
          referencia_telefono: null,
        },
      },
    ]);
  });

  it('refuses a malformed reference phone in the server’s words and keeps what was typed', async () => {
    const { user } = renderWork({ seed: { entries: { work: [internship] } } });
    await user.click(await screen.findByRole('button', { name: 'Editar «Pasante de sistemas»' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar experiencia laboral' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Funciones' }), 'Soporte a usuarios.');
    await user.type(within(drawer).getByRole('textbox', { name: 'Teléfono de la referencia' }), '2345678');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Teléfono de la referencia' })).toHaveAccessibleDescription(
        'El campo debe ser un teléfono válido: 9 o 10 dígitos que empiezan con 0, o + y el código del país.',
      ),
    );
    expect(within(drawer).getByRole('textbox', { name: 'Funciones' })).toHaveValue('Soporte a usuarios.');
  });

  it('hides the edit buttons on the open page when an administrator switches u off for main_work', async () => {
    const { store } = renderWork({ seed: { entries: { work: [internship, current] } } });
    expect(await screen.findAllByRole('button', { name: /^Editar «/ })).toHaveLength(2);
    act(() => changeMenu(store, { ...fullCvMenu, main_work: 'cd' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Editar «/ })).toHaveLength(0));
    expect(screen.getAllByRole('button', { name: /^Eliminar «/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Agregar experiencia' })).toBeInTheDocument();
  });

  it('has no add button without the c flag', async () => {
    renderWork({ menu: { main_work: 'ud' } });
    expect(await screen.findByText(/Aún no registras experiencia laboral/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar experiencia' })).not.toBeInTheDocument();
  });
});
