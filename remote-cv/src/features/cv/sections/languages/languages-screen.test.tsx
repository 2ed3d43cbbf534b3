import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, chooseOption, setupApiServer } from '@portal/shared/testing';
import { fullCvMenu, renderCvScreen } from '../../testing/render-cv';
import { LanguagesScreen } from './languages-screen';

const server = setupApiServer();

const level = (code: string, name: string) => ({ code, name });
const english = {
  id: 1,
  idioma: level('ingles', 'Inglés'),
  nivel_hablado: level('intermedio', 'Intermedio'),
  nivel_escrito: level('avanzado', 'Avanzado'),
  nivel_comprension: level('avanzado', 'Avanzado'),
  certificado: 'TOEFL iBT 95',
};

const renderLanguages = (options: Parameters<typeof renderCvScreen>[2] = {}) =>
  renderCvScreen(server, <LanguagesScreen />, { route: '/CV/languages', ...options });

describe('/CV/languages', () => {
  it('says what to add and why while there are no languages', async () => {
    renderLanguages();
    expect(await screen.findByRole('heading', { level: 2, name: 'Idiomas' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aún no registras idiomas. Agrega los idiomas que hablas: las empresas los buscan en los postulantes.'),
    ).toBeInTheDocument();
  });

  it('adds a language through the drawer; the completeness follows', async () => {
    const { user, fake } = renderLanguages();
    expect(await screen.findByText('Hoja de vida completa al 0 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar idioma' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo idioma' });
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Idioma' }), 'Kichwa');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Nivel hablado' }), 'Básico');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Nivel escrito' }), 'Básico');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Nivel de comprensión' }), 'Intermedio');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Kichwa' })).toBeInTheDocument();
    expect(screen.getByText('Habla: Básico · Escribe: Básico · Comprende: Intermedio')).toBeInTheDocument();
    expect(await screen.findByText('Hoja de vida completa al 11 %')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: 'languages',
        body: { idioma: 'kichwa', nivel_hablado: 'basico', nivel_escrito: 'basico', nivel_comprension: 'intermedio', certificado: null },
      },
    ]);
  });

  it('shows the server’s 422 on the language and keeps what was chosen', async () => {
    const { user } = renderLanguages({ seed: { entries: { languages: [english] } } });
    await user.click(await screen.findByRole('button', { name: 'Agregar idioma' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo idioma' });
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Idioma' }), 'Inglés');
    for (const name of ['Nivel hablado', 'Nivel escrito', 'Nivel de comprensión']) {
      await chooseOption(user, within(drawer).getByRole('combobox', { name }), 'Nativo');
    }
    await user.type(within(drawer).getByRole('textbox', { name: 'Certificado' }), 'Cambridge C2');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'Idioma' })).toHaveAccessibleDescription(
        'Este idioma ya está en su hoja de vida.',
      ),
    );
    expect(within(drawer).getByRole('textbox', { name: 'Certificado' })).toHaveValue('Cambridge C2');
    expect(within(drawer).getAllByTitle('Nativo')).toHaveLength(3);
  });

  it('edits and deletes a language after the confirmation', async () => {
    const { user, fake } = renderLanguages({ seed: { entries: { languages: [english] } } });
    await user.click(await screen.findByRole('button', { name: 'Editar «Inglés»' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar idioma' });
    expect(within(drawer).getByRole('textbox', { name: 'Certificado' })).toHaveValue('TOEFL iBT 95');
    await chooseOption(user, within(drawer).getByRole('combobox', { name: 'Nivel hablado' }), 'Avanzado');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Habla: Avanzado · Escribe: Avanzado · Comprende: Avanzado')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', path: 'languages/1', body: { nivel_hablado: 'avanzado' } });

    await user.click(screen.getByRole('button', { name: 'Eliminar «Inglés»' }));
    expect((await screen.findAllByText('¿Eliminar «Inglés» de tu hoja de vida?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Registro eliminado.')).toBeInTheDocument();
    expect(
      await screen.findByText('Aún no registras idiomas. Agrega los idiomas que hablas: las empresas los buscan en los postulantes.'),
    ).toBeInTheDocument();
  });

  it('shows each action only with its flag, and follows the menu when an administrator changes it', async () => {
    const { store } = renderLanguages({ menu: { main_languages: 'u' }, seed: { entries: { languages: [english] } } });
    expect(await screen.findByRole('button', { name: 'Editar «Inglés»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar idioma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar «Inglés»' })).not.toBeInTheDocument();

    act(() => changeMenu(store, { ...fullCvMenu, main_languages: 'cd' }));
    expect(await screen.findByRole('button', { name: 'Agregar idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar «Inglés»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar «Inglés»' })).not.toBeInTheDocument();
  });
});
