import { applicationMessages } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { realtimeEventReceived } from '@portal/shared';
import { changeMenu, setupApiServer } from '@portal/shared/testing';
import { fakeApplication, fakeOffer } from '../testing/fake-offers-api';
import { renderOffersScreen, studentOffersMenu } from '../testing/render-offers';
import { ApplicationsScreen } from './applications-screen';

const server = setupApiServer();

const developer = fakeOffer(7, { titulo: 'Desarrollador web junior' });
const intern = fakeOffer(8, { titulo: 'Pasante de soporte técnico' });

const renderApplications = (seed: Parameters<typeof renderOffersScreen>[2]['seed'], menu = studentOffersMenu) =>
  renderOffersScreen(server, <ApplicationsScreen />, { route: '/applications', seed, menu });
const card = (title: string) => screen.getByRole('article', { name: title });

/** What the shell dispatches when the socket brings a notification (a company moved an application). */
const notificationArrives = () =>
  realtimeEventReceived({
    channel: 'users.1',
    event: 'notification.created',
    payload: {
      id: 50,
      type: 'application.status',
      text: 'Su postulación a «Pasante de soporte técnico» de Andes Digital S.A. pasó a «Entrevista».',
      link: '/applications',
      read: false,
      created_at: '2026-03-05T10:00:00.000Z',
    },
  });

describe('/applications', () => {
  it('shows each application with its offer and stage, and follows a company’s move live', async () => {
    const { store, fake } = renderApplications({
      applications: [fakeApplication(2, intern, 'en_revision'), fakeApplication(1, developer)],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis postulaciones' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus postulaciones' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(card('Pasante de soporte técnico')).getByRole('link', { name: 'Pasante de soporte técnico' })).toHaveAttribute(
      'href',
      '/offers/8',
    );
    expect(card('Pasante de soporte técnico')).toHaveTextContent('Andes Digital S.A.');
    expect(card('Pasante de soporte técnico')).toHaveTextContent('Postulaste el 2 mar 2026');
    expect(card('Pasante de soporte técnico')).toHaveTextContent('Estado: En revisión');
    expect(card('Desarrollador web junior')).toHaveTextContent('Estado: Postulado');

    fake.moveApplication(2, 'entrevista');
    act(() => {
      store.dispatch(notificationArrives());
    });
    await waitFor(() => expect(card('Pasante de soporte técnico')).toHaveTextContent('Estado: Entrevista'));

    fake.moveApplication(2, 'no_seleccionado');
    act(() => {
      store.dispatch(notificationArrives());
    });
    await waitFor(() => expect(card('Pasante de soporte técnico')).toHaveTextContent('Estado: No seleccionado'));
  });

  it('shows on the steps only the stages an application passed through', async () => {
    renderApplications({ applications: [fakeApplication(2, intern, 'no_seleccionado'), fakeApplication(1, developer, 'en_revision')] });
    await screen.findByRole('list', { name: 'Tus postulaciones' });
    const steps = (title: string) =>
      [...within(card(title)).getByTestId('application-steps').querySelectorAll('.ant-steps-item-title')].map((item) => item.textContent);
    // Moved from Postulado straight to No seleccionado: En revisión and Entrevista were never passed.
    expect(steps('Pasante de soporte técnico')).toEqual(['Postulado', 'No seleccionado']);
    expect(steps('Desarrollador web junior')).toEqual(['Postulado', 'En revisión', 'Entrevista', 'Resultado']);
  });

  it('withdraws an application still "postulado", after confirmation; none once the company reviewed it', async () => {
    const { user, fake } = renderApplications({ applications: [fakeApplication(2, intern, 'en_revision'), fakeApplication(1, developer)] });
    await screen.findByRole('list', { name: 'Tus postulaciones' });
    expect(within(card('Pasante de soporte técnico')).queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirar mi postulación a «Desarrollador web junior»' }));
    const question = await screen.findByRole('dialog', { name: '¿Retirar tu postulación a «Desarrollador web junior»?' });
    await user.click(within(question).getByRole('button', { name: 'Sí' }));

    expect(await screen.findByText(applicationMessages.withdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Desarrollador web junior' })).not.toBeInTheDocument());
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.path === 'applications/1')).toBe(true);
  });

  it('keeps the application when the student says no', async () => {
    const { user, fake } = renderApplications({ applications: [fakeApplication(1, developer)] });
    await user.click(await screen.findByRole('button', { name: 'Retirar mi postulación a «Desarrollador web junior»' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(card('Desarrollador web junior')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('offers no withdrawal without the d flag, following the role live', async () => {
    const { store } = renderApplications({ applications: [fakeApplication(1, developer)] }, { ...studentOffersMenu, applications: '' });
    await screen.findByRole('list', { name: 'Tus postulaciones' });
    expect(screen.queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();
    act(() => changeMenu(store, studentOffersMenu));
    expect(screen.getByRole('button', { name: 'Retirar mi postulación a «Desarrollador web junior»' })).toBeInTheDocument();
  });

  it('leads to the offers when there is no application yet', async () => {
    renderApplications({ applications: [] });
    expect(await screen.findByText('Todavía no has postulado a ninguna oferta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute('href', '/offers');
  });
});
