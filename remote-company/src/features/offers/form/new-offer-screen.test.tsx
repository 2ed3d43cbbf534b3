import { fillMessage, offerLimits, offerMessages, offerStatuses, offerToday, shiftDate, validationMessages } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { api, chooseOption, ok, setupApiServer } from '@portal/shared/testing';
import { renderCompanyScreen } from '../testing/render-company';
import { screenLeads } from '../../../screen-leads';
import { NewOfferScreen } from './new-offer-screen';

const server = setupApiServer();

const closing = shiftDate(offerToday(), { days: 30 });
const typedDate = (day: string) => day.split('-').reverse().join('/');

type User = ReturnType<typeof renderCompanyScreen>['user'];
const textbox = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
const spin = (name: string) => screen.getByRole('spinbutton', { name });

/** Pasted rather than typed key by key: the same events reach the form, the suite runs faster. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Every required field, as a company would fill them. */
async function fillOffer(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: 'Título' }), 'Desarrollador web junior');
  await fill(user, textbox('Descripción'), 'Desarrollo de aplicaciones web para clientes del sector financiero.');
  await chooseOption(user, combo('Área'), 'Tecnología de la información');
  await chooseOption(user, combo('Tipo de contrato'), 'Tiempo completo');
  await chooseOption(user, combo('Modalidad'), 'Híbrido');
  await chooseOption(user, combo('Provincia'), 'Pichincha');
  await waitFor(() => expect(combo('Ciudad')).toBeEnabled());
  await chooseOption(user, combo('Ciudad'), 'Quito');
  await user.type(textbox('Fecha de cierre'), `${typedDate(closing)}{Enter}`);
  await fill(user, textbox('Requisitos'), 'Estudiante de los últimos semestres.');
  await fill(user, textbox('Experiencia requerida'), 'Sin experiencia previa');
}

const expectedBody = {
  titulo: 'Desarrollador web junior',
  descripcion: 'Desarrollo de aplicaciones web para clientes del sector financiero.',
  area: 'tecnologia',
  tipo_contrato: 'tiempo-completo',
  modalidad: 'hibrido',
  provincia: '17',
  ciudad: 'quito',
  vacantes: 1,
  salario_min: null,
  salario_max: null,
  requisitos: 'Estudiante de los últimos semestres.',
  carreras: [],
  experiencia: 'Sin experiencia previa',
  fecha_cierre: closing,
};

const renderNewOffer = (options: Parameters<typeof renderCompanyScreen>[2] = {}) =>
  renderCompanyScreen(server, <NewOfferScreen />, { route: '/company/new-offer', ...options });

describe('/company/new-offer', () => {
  it('shows under its title, before any data, the intro its first paint shows (screen-leads.ts)', async () => {
    renderNewOffer();
    const title = await screen.findByRole('heading', { level: 2, name: 'Nueva oferta' });
    const lead = screenLeads['/company/new-offer']!;
    expect(lead.kind).toBe('intro');
    // CompanyPage: the title's row, then the intro.
    expect(title.parentElement!.nextElementSibling).toHaveTextContent(lead.text);
    expect(lead.text).toBe(
      'Describe el puesto con claridad: los estudiantes encuentran tu oferta por sus palabras y deciden con lo que leen aquí.',
    );
  });

  it('saves a draft with the salary range and careers (each career once), then goes to Mis ofertas', async () => {
    const { user, fake, router } = renderNewOffer();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nueva oferta' })).toBeInTheDocument();
    await fillOffer(user);
    await fill(user, spin('Salario mínimo (USD)'), '800');
    await fill(user, spin('Salario máximo (USD)'), '1200');
    await user.clear(spin('Vacantes'));
    await fill(user, spin('Vacantes'), '3');
    const careers = combo('Carreras');
    await user.click(careers);
    const listbox = await waitFor(() => document.getElementById(careers.getAttribute('aria-controls') ?? '')!.parentElement!);
    // Two universities teach Medicina: one option.
    await waitFor(() => expect(listbox.querySelectorAll('[title="Medicina"]')).toHaveLength(1));
    await chooseOption(user, careers, 'Medicina');
    await chooseOption(user, careers, 'Ingeniería en Sistemas');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Oferta guardada como borrador.')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: 'offers',
        body: { ...expectedBody, vacantes: 3, salario_min: 800, salario_max: 1200, carreras: ['Medicina', 'Ingeniería en Sistemas'] },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/my-offers'));
  });

  it('checks the contract’s rules before sending, with the server’s words', async () => {
    const { user, fake } = renderNewOffer();
    await fill(user, await screen.findByRole('textbox', { name: 'Título' }), 'Dev');
    await fill(user, spin('Salario mínimo (USD)'), '900');
    await fill(user, spin('Salario máximo (USD)'), '500');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() => expect(textbox('Título')).toHaveAccessibleDescription(fillMessage(validationMessages.minLength, { min: 5 })));
    expect(textbox('Descripción')).toHaveAccessibleDescription(validationMessages.required);
    expect(combo('Área')).toHaveAccessibleDescription(validationMessages.required);
    expect(textbox('Fecha de cierre')).toHaveAccessibleDescription(validationMessages.required);
    expect(spin('Salario máximo (USD)')).toHaveAccessibleDescription(offerMessages.salaryOrder);
    expect(fake.calls).toEqual([]);
  });

  it('says on the field why a typed closing date is refused: not after today, or beyond 90 days', async () => {
    const { user } = renderNewOffer();
    // An error redraws the picker: the input is looked up each time.
    const date = () => textbox('Fecha de cierre');
    await screen.findByRole('textbox', { name: 'Fecha de cierre' });
    expect(date()).toHaveAccessibleDescription(`Posterior a hoy y hasta ${offerLimits.closingMaxDays} días después de la publicación.`);
    await user.type(date(), `${typedDate(offerToday())}{Enter}`);
    await waitFor(() => expect(date()).toHaveAccessibleDescription(offerMessages.closingNotAfterToday));
    await user.clear(date());
    const tooFar = shiftDate(offerToday(), { days: offerLimits.closingMaxDays + 1 });
    await user.type(date(), `${typedDate(tooFar)}{Enter}`);
    await waitFor(() =>
      expect(date()).toHaveAccessibleDescription(fillMessage(offerMessages.closingTooFar, { days: offerLimits.closingMaxDays })),
    );
    expect(date()).toHaveValue(typedDate(tooFar));
    await user.clear(date());
    const last = shiftDate(offerToday(), { days: offerLimits.closingMaxDays });
    await user.type(date(), `${typedDate(last)}{Enter}`);
    await waitFor(() => expect(date()).toHaveValue(typedDate(last)));
    await waitFor(() => expect(date()).toHaveAttribute('aria-invalid', 'false'));
  });

  it('publishes: saves the offer, then publishes it', async () => {
    const { user, fake, router } = renderNewOffer();
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Oferta publicada.')).toBeInTheDocument();
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST offers', 'POST offers/100/publish']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/my-offers'));
  });

  it('tells a company awaiting approval why it cannot publish, and leaves it saving drafts', async () => {
    renderNewOffer({ seed: { companyStatus: 'pendiente' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aún no puedes publicar ofertas');
    expect(alert).toHaveTextContent(offerMessages.companyPending);
    expect(alert).toHaveTextContent('Mientras tanto puedes guardarlas como borrador.');
    const publish = screen.getByRole('button', { name: 'Publicar' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/pendiente de aprobación/);
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeEnabled();
  });

  it('shows the server’s reason when publishing is refused (403), keeps the draft and what was typed', async () => {
    const { user, fake, router } = renderNewOffer({ seed: { companyStatus: 'rechazada' } });
    // The figures were read before an administrator turned the company down: the server's 403 is what tells.
    server.use(
      http.get(api('dashboard'), () =>
        ok({
          role: 'company',
          company: { empresa: 'Andes Software S.A.', status: 'aprobada', motivo_rechazo: null, reviewed_at: '2026-03-01T15:00:00.000Z' },
          offers_by_status: offerStatuses.map((status) => ({ status, total: 0 })),
          applicants: { total: 0, recent: 0, unreviewed: 0, recent_days: 7 },
        }),
      ),
    );
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(offerMessages.companyRejected);
    expect(alert).toHaveTextContent('La oferta quedó guardada como borrador');
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST offers', 'POST offers/100/publish']);
    expect(router.state.location.pathname).toBe('/company/new-offer');
    expect(textbox('Título')).toHaveValue('Desarrollador web junior');

    // Saving again changes that draft instead of creating another.
    await user.clear(textbox('Título'));
    await fill(user, textbox('Título'), 'Desarrollador web');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Oferta guardada.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', path: 'offers/100', body: { titulo: 'Desarrollador web' } });
  });

  it('without the c flag on Nueva oferta, says so instead of the form; publishing needs x on Mis ofertas', async () => {
    renderNewOffer({ menu: { new_offer: '', my_offers: 'cudx' } });
    expect(await screen.findByText('Tu rol no permite crear ofertas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });

  it('offers no Publicar without the x flag on Mis ofertas', async () => {
    renderNewOffer({ menu: { new_offer: 'c', my_offers: 'ud' } });
    expect(await screen.findByRole('button', { name: 'Guardar borrador' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderNewOffer();
    await fill(user, await screen.findByRole('textbox', { name: 'Título' }), 'Analista contable');
    act(() => void router.navigate('/company/my-offers'));
    expect((await screen.findAllByText('Hay cambios sin guardar. ¿Deseas descartarlos?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/company/new-offer');
    expect(textbox('Título')).toHaveValue('Analista contable');
  });
});
