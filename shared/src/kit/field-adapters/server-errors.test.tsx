import { screen, waitFor } from '@testing-library/react';
import { FieldArray, Form, Formik } from 'formik';
import { http } from 'msw';
import { getApiClient } from '@portal/shared';
import { api, renderScreen, setupApiServer, validationError, failure } from '@portal/shared/testing';
import { applyServerErrors, TextField, useServerErrors } from '@portal/shared/kit';

const server = setupApiServer();

interface WorkForm {
  empresa: string;
  trabajos: Array<{ cargo: string }>;
}

/** A form that saves with `toast: false` and hands a failure to useServerErrors, as the kit's drawer does. */
function WorkScreen() {
  const handleServerError = useServerErrors();
  return (
    <Formik<WorkForm>
      initialValues={{ empresa: 'Andes', trabajos: [{ cargo: 'Analista' }] }}
      onSubmit={async (values, helpers) => {
        try {
          await getApiClient().post('cv/work', values, { toast: false });
        } catch (error) {
          handleServerError(error, helpers);
        }
      }}
    >
      <Form noValidate>
        <TextField name="empresa" label="Empresa" />
        <FieldArray name="trabajos">{() => <TextField name="trabajos.0.cargo" label="Cargo" />}</FieldArray>
        <button type="submit">Guardar</button>
      </Form>
    </Formik>
  );
}

describe('server errors on a Formik form', () => {
  it('puts a 422 on each field named in dot notation, without a toast', async () => {
    server.use(
      http.post(api('cv/work'), () =>
        validationError({ empresa: ['El campo es obligatorio.'], 'trabajos.0.cargo': ['El cargo es demasiado largo.'] }),
      ),
    );
    const { user } = renderScreen(<WorkScreen />, { session: { role: 'student' } });
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Empresa' })).toHaveAccessibleDescription('El campo es obligatorio.'));
    expect(screen.getByRole('textbox', { name: 'Cargo' })).toHaveAccessibleDescription('El cargo es demasiado largo.');
    expect(screen.queryByText('Los datos proporcionados no son válidos.')).not.toBeInTheDocument();
  });

  it('shows any other failure as a toast with the server’s message', async () => {
    server.use(http.post(api('cv/work'), () => failure(403, 'No tienes permiso para esta acción.')));
    const { user } = renderScreen(<WorkScreen />, { session: { role: 'student' } });
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('applyServerErrors answers false for anything but a 422', () => {
    const helpers = { setErrors: jest.fn(), setFieldTouched: jest.fn() };
    expect(applyServerErrors({ status: 500, body: { message: 'x' } }, helpers)).toBe(false);
    expect(applyServerErrors(new Error('network'), helpers)).toBe(false);
    expect(helpers.setErrors).not.toHaveBeenCalled();
    expect(applyServerErrors({ status: 422, body: { errors: { 'a.1.b': ['m'] } } }, helpers)).toBe(true);
    expect(helpers.setErrors).toHaveBeenCalledWith({ a: [undefined, { b: 'm' }] });
    expect(helpers.setFieldTouched).toHaveBeenCalledWith('a.1.b', true, false);
  });
});
