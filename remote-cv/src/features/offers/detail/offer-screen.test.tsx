import { applicationMessages } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, setupApiServer, fakeCatalogValue } from '@portal/shared/testing';
import { fakeApplication, fakeOffer } from '../testing/fake-offers-api';
import { renderOffersScreen, studentOffersMenu } from '../testing/render-offers';
import { OfferScreen } from './offer-screen';

const server = setupApiServer();

const offer = fakeOffer(7, {
  titulo: 'Desarrollador web junior',
  descripcion: 'Desarrollará la plataforma de facturación electrónica con React y Node.js.',
  requisitos: 'Conocimientos de JavaScript y SQL.',
  carreras: ['Ingeniería en Sistemas', 'Software'],
  salario_min: 900,
  salario_max: 1200,
  vacantes: 2,
  modalidad: fakeCatalogValue('modalidades', 'hibrido'),
  fecha_cierre: '2026-04-30',
  empresa: { nombre: 'Andes Digital S.A.', descripcion: 'Software de facturación desde 2010.', web: 'https://andes.example.ec' },
});

const renderOffer = (options: Omit<Parameters<typeof renderOffersScreen>[2], 'route'> = {}) =>
  renderOffersScreen(server, <OfferScreen />, { route: '/offers/7', path: '/offers/:id', seed: { offers: [offer] }, ...options });

const postular = () => screen.queryByRole('button', { name: 'Postular' });

describe('/offers/:id', () => {
  it('shows everything the offer says', async () => {
    renderOffer();
    expect(await screen.findByRole('heading', { level: 2, name: 'Desarrollador web junior' })).toBeInTheDocument();
    expect(screen.getByText('Desarrollará la plataforma de facturación electrónica con React y Node.js.')).toBeInTheDocument();
    expect(screen.getByText('Conocimientos de JavaScript y SQL.')).toBeInTheDocument();
    expect(screen.getByText('Ingeniería en Sistemas')).toBeInTheDocument();
    expect(screen.getByText('$ 900 – $ 1200')).toBeInTheDocument();
    expect(screen.getByText('Vacantes').closest('tr')).toHaveTextContent('2');
    expect(screen.getByText('Fecha de cierre').closest('tr')).toHaveTextContent('30 abr');
    expect(screen.getByRole('link', { name: 'Sitio web de la empresa' })).toHaveAttribute('href', 'https://andes.example.ec');
  });

  it('applies with a cover letter; the button becomes "Ya postulaste"', async () => {
    const { user, fake } = renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postular a «Desarrollador web junior»' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Carta de presentación (opcional)' }));
    await user.paste('Me interesa el desarrollo web y conozco React.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));

    expect(await screen.findByText(applicationMessages.applied)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ carta: 'Me interesa el desarrollo web y conozco React.' });
    expect(await screen.findByText('Ya postulaste')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis postulaciones' })).toHaveAttribute('href', '/applications');
    expect(postular()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies without a letter (sent as none)', async () => {
    const { user, fake } = renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText('Ya postulaste')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ carta: null });
  });

  it('says the CV lacks its personal data (422 on cv), with the way there', async () => {
    const { user } = renderOffer({ seed: { offers: [offer], cvWithoutBasic: true } });
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(applicationMessages.cvMissing);
    expect(within(alert).getByRole('link', { name: 'Completar mis datos personales' })).toHaveAttribute('href', '/CV/basic');
    expect(screen.queryByText('Ya postulaste')).not.toBeInTheDocument();
  });

  it('says the server’s 409 when the student had already applied from elsewhere, then shows "Ya postulaste"', async () => {
    const { user, fake } = renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    const dialog = await screen.findByRole('dialog');
    // Applied meanwhile in another tab: the server now has the application.
    fake.addApplication(fakeApplication(1, offer));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(applicationMessages.alreadyApplied);
    expect(await screen.findByText('Ya postulaste')).toBeInTheDocument();
  });

  it('shows "Ya postulaste" for an offer applied to', async () => {
    renderOffer({ seed: { offers: [offer], applications: [fakeApplication(1, offer)] } });
    expect(await screen.findByText('Ya postulaste')).toBeInTheDocument();
    expect(postular()).not.toBeInTheDocument();
  });

  it('hides "Postular" as soon as the role loses the c flag on offers', async () => {
    const { store } = renderOffer();
    expect(await screen.findByRole('button', { name: 'Postular' })).toBeInTheDocument();
    act(() => changeMenu(store, { ...studentOffersMenu, offers: '' }));
    expect(postular()).not.toBeInTheDocument();
    act(() => changeMenu(store, studentOffersMenu));
    expect(postular()).toBeInTheDocument();
  });

  it('says when the offer does not exist', async () => {
    renderOffersScreen(server, <OfferScreen />, { route: '/offers/99', path: '/offers/:id', seed: { offers: [offer] } });
    expect(await screen.findByText('La oferta no existe.')).toBeInTheDocument();
    expect(postular()).not.toBeInTheDocument();
  });
});
