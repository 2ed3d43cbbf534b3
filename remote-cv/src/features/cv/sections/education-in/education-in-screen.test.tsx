import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption, setupApiServer } from '@portal/shared/testing';
import { renderCvScreen } from '../../testing/render-cv';
import { EducationInScreen } from './education-in-screen';

const server = setupApiServer();

const physics = {
  id: 3,
  universidad: { id: 1, nombre: 'Escuela Politécnica Nacional', siglas: 'EPN' },
  facultad: 'Facultad de Ciencias',
  carrera: 'Física',
  nivel: 'tercer' as const,
  semestre: 'Egresado',
  fecha_inicio: '2014-09-01',
  fecha_fin: '2019-08-30',
  titulo: 'Físico',
};

const renderEducation = (options: Parameters<typeof renderCvScreen>[2] = {}) =>
  renderCvScreen(server, <EducationInScreen />, { route: '/CV/education-in', ...options });

describe('/CV/education-in', () => {
  it('says what to add and why while there is none', async () => {
    renderEducation();
    expect(await screen.findByRole('heading', { level: 2, name: 'Formación universitaria' })).toBeInTheDocument();
    expect(await screen.findByText(/Aún no registras tu formación universitaria\. Agrega la carrera/)).toBeInTheDocument();
  });

  it('adds a career of a university: the careers are the university’s, choosing one fills its faculty', async () => {
    const { user, fake } = renderEducation();
    await user.click(await screen.findByRole('button', { name: 'Agregar formación universitaria' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nueva formación universitaria' });
    const career = within(drawer).getByRole('combobox', { name: 'Carrera' });
    expect(career).toBeDisabled();

    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Universidad' }), 'Universidad Central del Ecuador (UCE)');
    await waitFor(() => expect(career).toBeEnabled());
    await chooseOption(user, career, 'Medicina');
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Facultad' })).toHaveValue('Facultad de Ciencias Médicas'));

    // Another university: its own careers, and the career and faculty start over.
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Universidad' }), 'Escuela Politécnica Nacional (EPN)');
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Facultad' })).toHaveValue(''));
    await chooseOption(user, career, 'Ingeniería en Sistemas');
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Facultad' })).toHaveValue('Facultad de Ingeniería de Sistemas'),
    );

    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Nivel' }), 'Tercer nivel (grado)');
    await user.type(within(drawer).getByRole('textbox', { name: 'Semestre o año' }), '7.º semestre');
    await user.type(within(drawer).getByRole('textbox', { name: 'Fecha de inicio' }), '02/09/2019{Enter}');
    await user.click(within(drawer).getByRole('checkbox', { name: 'En curso' }));
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    const card = (await screen.findByRole('heading', { level: 3, name: 'Ingeniería en Sistemas' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Escuela Politécnica Nacional (EPN) · Facultad de Ingeniería de Sistemas')).toBeInTheDocument();
    expect(within(card).getByText(/2019 – En curso$/)).toBeInTheDocument();
    expect(within(card).getByText('Tercer nivel (grado) · 7.º semestre')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: 'education-in',
        body: {
          universidad_id: 1,
          carrera: 'Ingeniería en Sistemas',
          facultad: 'Facultad de Ingeniería de Sistemas',
          nivel: 'tercer',
          semestre: '7.º semestre',
          fecha_inicio: '2019-09-02',
          fecha_fin: null,
          titulo: null,
        },
      },
    ]);
  });

  it('asks for the end date unless it is "En curso", and for the university first', async () => {
    const { user, fake } = renderEducation();
    await user.click(await screen.findByRole('button', { name: 'Agregar formación universitaria' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nueva formación universitaria' });
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'Universidad' })).toHaveAccessibleDescription('El campo es obligatorio.'),
    );
    expect(within(drawer).getByRole('textbox', { name: 'Fecha de fin' })).toHaveAccessibleDescription('El campo es obligatorio.');
    expect(fake.calls).toEqual([]);
  });

  it('edits an entry, keeping its university and career, and deletes it', async () => {
    const { user, fake } = renderEducation({ seed: { entries: { 'education-in': [physics] } } });
    await user.click(await screen.findByRole('button', { name: 'Editar «Física»' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar formación universitaria' });
    expect(within(drawer).getByTitle('Escuela Politécnica Nacional (EPN)')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Facultad' })).toHaveValue('Facultad de Ciencias');
    const title = within(drawer).getByRole('textbox', { name: 'Título obtenido' });
    await user.clear(title);
    await user.type(title, 'Licenciado en Física');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Licenciado en Física')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({
      method: 'PUT',
      path: 'education-in/3',
      body: {
        universidad_id: 1,
        carrera: 'Física',
        facultad: 'Facultad de Ciencias',
        nivel: 'tercer',
        semestre: 'Egresado',
        fecha_inicio: '2014-09-01',
        fecha_fin: '2019-08-30',
        titulo: 'Licenciado en Física',
      },
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar «Física»' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(/Aún no registras tu formación universitaria/)).toBeInTheDocument();
  });
});
