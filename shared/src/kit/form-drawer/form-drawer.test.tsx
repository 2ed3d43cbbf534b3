import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import * as yup from 'yup';
import { getApiClient, validationMessages } from '@portal/shared';
import { api, ok, renderScreen, setupApiServer, validationError } from '@portal/shared/testing';
import { FormDrawer, SwitchField, TextField } from '@portal/shared/kit';

const saved: unknown[] = [];
const server = setupApiServer(
  http.post(api('areas'), async ({ request }) => {
    saved.push(await request.json());
    return ok({ id: 1 }, 'OK', 201);
  }),
);

function AreasScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Agregar área</button>
      {open && (
        <FormDrawer
          title="Nueva área"
          initialValues={{ code: '', name: '', active: true }}
          validationSchema={yup.object({ name: yup.string().trim().required(validationMessages.required) })}
          onSubmit={(values) => getApiClient().post('areas', values, { toast: false })}
          successMessage="Área guardada."
          onClose={() => setOpen(false)}
        >
          <TextField name="code" label="Código" />
          <TextField name="name" label="Nombre" required />
          <SwitchField name="active" label="Activo" />
        </FormDrawer>
      )}
    </>
  );
}

async function openDrawer() {
  const rendered = renderScreen(<AreasScreen />, { session: { role: 'admin' } });
  await rendered.user.click(await screen.findByRole('button', { name: 'Agregar área' }));
  await screen.findByRole('dialog', { name: 'Nueva área' });
  return rendered;
}

describe('FormDrawer', () => {
  beforeEach(() => {
    saved.length = 0;
  });

  it('is used from the keyboard: focus starts on the first field, Enter saves, a toast confirms', async () => {
    const { user } = await openDrawer();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código' })).toHaveFocus());
    await user.keyboard('quimica');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await user.keyboard('Química{Enter}');
    expect(await screen.findByText('Área guardada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva área' })).not.toBeInTheDocument());
    expect(saved).toEqual([{ code: 'quimica', name: 'Química', active: true }]);
  });

  it('checks its own rules before sending', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('El campo es obligatorio.'));
    expect(saved).toEqual([]);
  });

  it('puts a 422 on its field and stays open', async () => {
    server.use(http.post(api('areas'), () => validationError({ code: ['Ya existe un elemento con este código.'] })));
    const { user } = await openDrawer();
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'quimica');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Química');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription('Ya existe un elemento con este código.'),
    );
    expect(screen.getByRole('dialog', { name: 'Nueva área' })).toBeInTheDocument();
    expect(screen.queryByText('Los datos proporcionados no son válidos.')).not.toBeInTheDocument();
  });

  it('closes at once while nothing changed (Escape)', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva área' })).not.toBeInTheDocument());
  });

  it('asks before discarding changes, and keeps them on No', async () => {
    const { user } = await openDrawer();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Quí');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    // (antd names every dialog "test-id" under Jest, so the question is found by its text.)
    const question = 'Hay cambios sin guardar. ¿Deseas descartarlos?';
    expect((await screen.findAllByText(question)).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryAllByText(question)).toHaveLength(0));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Quí');

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva área' })).not.toBeInTheDocument());
    expect(saved).toEqual([]);
  });

  it('asks before leaving the page with unsaved changes (a link, the back button)', async () => {
    const { user, router } = await openDrawer();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Quí');
    const question = 'Hay cambios sin guardar. ¿Deseas descartarlos?';

    act(() => void router.navigate('/otra-pagina'));
    expect((await screen.findAllByText(question)).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryAllByText(question)).toHaveLength(0));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Quí');

    act(() => void router.navigate('/otra-pagina'));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otra-pagina'));
  });

  it('lets the page go at once while nothing changed', async () => {
    const { router } = await openDrawer();
    act(() => void router.navigate('/otra-pagina'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otra-pagina'));
  });
});
