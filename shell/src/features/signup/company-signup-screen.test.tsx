import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fieldCases, rucCases, type FieldCase } from '@portal/contracts/test-cases';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { CompanySignupScreen } from './company-signup-screen';

const server = setupServer(
  refreshHandler,
  http.get(`${testApi}/catalogs/paises`, () =>
    HttpResponse.json({
      data: [
        { code: 'EC', name: 'Ecuador' },
        { code: 'PE', name: 'Perú' },
      ],
    }),
  ),
  http.get(`${testApi}/catalogs/provincias`, () => HttpResponse.json({ data: [{ code: '17', name: 'Pichincha' }] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CompanySignupScreen', () => {
  it('marks every empty required field when submitted empty', async () => {
    const user = userEvent.setup();
    renderScreen(<CompanySignupScreen />, { route: '/singup/company' });
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(1));
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    // ruc, empresa, descripcion, representante, provincia, ciudad, telefono, cargo, telcontacto,
    // nomcontacto, email, password, repassword, and the privacy notice's acceptance: web is
    // optional and pais starts as Ecuador.
    expect(messages).toHaveLength(14);
    expect(new Set(messages)).toEqual(new Set(['El campo es obligatorio.', 'Debes aceptar el aviso de privacidad.']));
  });

  it("puts the server's 422 messages on their fields", async () => {
    server.use(
      http.post(`${testApi}/user/singup/company`, () =>
        HttpResponse.json(
          { message: 'Los datos proporcionados no son válidos.', errors: { ruc: ['El RUC ya está registrado.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<CompanySignupScreen />, { route: '/singup/company' });
    // Pasted, not typed key by key: the whole form re-renders on each keystroke, and thirteen
    // fields typed one character at a time took most of the test's time on a loaded machine.
    const fill = async (label: string, value: string) => {
      await user.click(await screen.findByLabelText(label));
      await user.paste(value);
    };
    await fill('RUC', '1790011674001');
    await fill('Nombre de la empresa', 'Andes Tech');
    await fill('Descripción', 'Desarrollo de software a la medida en Quito.');
    await fill('Representante legal', 'María Núñez');
    await user.click(screen.getByLabelText('Provincia'));
    await user.click(await screen.findByText('Pichincha'));
    await fill('Ciudad', 'Quito');
    await fill('Teléfono de la empresa', '022345678');
    await fill('Nombre de contacto', 'Ana Torre');
    await fill('Cargo', 'Gerente');
    await fill('Celular de contacto', '0991234567');
    await fill('Correo electrónico', 'rrhh@andes.ec');
    await fill('Contraseña', 'una-clave-segura');
    await fill('Repite la contraseña', 'una-clave-segura');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El RUC ya está registrado.')).toBeInTheDocument();
  }, 45_000);
});

/** The form's text fields by label. Country and province are selects: their codes come from the catalogs. */
const labels = {
  ruc: 'RUC',
  empresa: 'Nombre de la empresa',
  descripcion: 'Descripción',
  representante: 'Representante legal',
  ciudad: 'Ciudad',
  telefono: 'Teléfono de la empresa',
  web: 'Sitio web',
  nomcontacto: 'Nombre de contacto',
  cargo: 'Cargo',
  telcontacto: 'Celular de contacto',
  email: 'Correo electrónico',
  password: 'Contraseña',
} as const;
type Field = keyof typeof labels;

/**
 * From the shared table, one case per distinct outcome of each field, as a person can type it
 * (an e-mail input drops surrounding spaces by itself; NUL is the server's concern).
 */
function representatives(cases: FieldCase[]): FieldCase[] {
  const typeable = cases.filter((test) => test.value === test.value.trim() && !test.value.includes('\u0000'));
  return typeable.filter((test, index) => typeable.findIndex((other) => other.message === test.message) === index);
}
const byField: Array<[Field, FieldCase[]]> = (Object.keys(labels) as Field[]).map((field) => [
  field,
  representatives(field === 'ruc' ? rucCases : (fieldCases[field] ?? [])),
]);
// Round i fills in every field's i-th case at once: one rendering checks a dozen fields.
const rounds = Array.from({ length: Math.max(...byField.map(([, cases]) => cases.length)) }, (_, round) =>
  byField.flatMap(([field, cases]) => (cases[round] ? [[field, cases[round]] as const] : [])),
);

describe('CompanySignupScreen: the shared table of cases', () => {
  it.each(rounds.map((round, index) => [index + 1, round] as const))(
    'round %i: each field shows the message of the table, or none',
    async (_, round) => {
      const user = userEvent.setup({ delay: null });
      renderScreen(<CompanySignupScreen />, { route: '/singup/company' });
      const submit = await screen.findByRole('button', { name: 'Crear cuenta' });
      for (const [field, test] of round) {
        if (test.value === '') continue;
        await user.click(screen.getByLabelText(labels[field]));
        await user.paste(test.value);
      }
      await user.click(submit);
      // The province is left empty, so at least its message appears once the form has been checked.
      await screen.findAllByRole('alert');
      for (const [field, test] of round) {
        const input = screen.getByLabelText(labels[field]);
        if (test.message === null) expect(input).toHaveAttribute('aria-invalid', 'false');
        else expect(input).toHaveAccessibleDescription(test.message);
      }
    },
    20_000,
  );
});
