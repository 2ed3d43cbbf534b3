import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption, setupApiServer, fakeCatalogValue, onPhone } from '@portal/shared/testing';
import { fakeApplication, fakeOffer } from '../testing/fake-offers-api';
import { renderOffersScreen } from '../testing/render-offers';
import { OffersScreen } from './offers-screen';

const server = setupApiServer();

const developer = fakeOffer(1, {
  titulo: 'Desarrollador web junior',
  descripcion: 'Desarrollo de la plataforma de facturación con React y Tecnología en la nube.',
  modalidad: fakeCatalogValue('modalidades', 'hibrido'),
  area: fakeCatalogValue('areas', 'tecnologia'),
  fecha_cierre: '2026-04-30',
  empresa: { nombre: 'Andes Digital S.A.', descripcion: 'Software.', web: null },
});
const intern = fakeOffer(2, {
  titulo: 'Pasante de soporte técnico',
  provincia: fakeCatalogValue('provincias', '09'),
  ciudad: fakeCatalogValue('ciudades', 'guayaquil'),
  tipo_contrato: fakeCatalogValue('tipos-contrato', 'pasantia'),
});
const accountant = fakeOffer(3, { titulo: 'Asistente contable' });

const results = () => screen.getByRole('list', { name: 'Ofertas encontradas' });

describe('/offers', () => {
  it('searches by words and filters, saying the count in its three forms', async () => {
    const { user, fake } = renderOffersScreen(server, <OffersScreen />, {
      route: '/offers',
      seed: { offers: [developer, intern, accountant] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ofertas' })).toBeInTheDocument();
    expect(await screen.findByText('3 resultados')).toBeInTheDocument();

    // A card: the title links to the offer; company, place, modality and closing date.
    const card = within(results()).getByRole('article', { name: 'Desarrollador web junior' });
    expect(within(card).getByRole('link', { name: 'Desarrollador web junior' })).toHaveAttribute('href', '/offers/1');
    expect(within(card).getByText('Andes Digital S.A.')).toBeInTheDocument();
    expect(within(card).getByText('Quito, Pichincha')).toBeInTheDocument();
    expect(within(card).getByText('Híbrido')).toBeInTheDocument();
    expect(within(card).getByText(/Cierra el 30 abr/)).toBeInTheDocument();

    // Unaccented and lower case, as a person types it: the server's search finds "Tecnología".
    await user.type(screen.getByRole('searchbox', { name: 'Buscar ofertas por cargo, empresa o palabra clave' }), 'tecnologia{Enter}');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(within(results()).getAllByRole('article')).toHaveLength(1);

    await chooseOption(user, screen.getByRole('combobox', { name: 'Modalidad' }), 'Remoto');
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.getByText('No encontramos ofertas con esos criterios.')).toBeInTheDocument();
    expect(fake.calls.at(-1)?.params).toMatchObject({ q: 'tecnologia', modalidad: 'remoto' });

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('3 resultados')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar ofertas por cargo, empresa o palabra clave' })).toHaveValue('');
  });

  it('filters by province and by a university career (offers open to any career included)', async () => {
    const forDoctors = fakeOffer(4, { titulo: 'Médico residente', carreras: ['Medicina'] });
    const { user, fake } = renderOffersScreen(server, <OffersScreen />, {
      route: '/offers',
      seed: { offers: [developer, intern, forDoctors, fakeOffer(5, { titulo: 'Físico', carreras: ['Física'] })] },
    });
    expect(await screen.findByText('4 resultados')).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Carrera' }), 'Medicina');
    expect(await screen.findByText('3 resultados')).toBeInTheDocument();
    expect(within(results()).queryByRole('article', { name: 'Físico' })).not.toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Provincia' }), 'Guayas');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(within(results()).getByRole('article', { name: 'Pasante de soporte técnico' })).toBeInTheDocument();
    expect(fake.calls.at(-1)?.params).toMatchObject({ carrera: 'Medicina', provincia: '09' });
  });

  it('pages through many results and marks the offers already applied to', async () => {
    const many = Array.from({ length: 25 }, (_, index) => fakeOffer(index + 1, { titulo: `Oferta número ${index + 1}` }));
    const { user } = renderOffersScreen(server, <OffersScreen />, {
      route: '/offers',
      seed: { offers: many, applications: [fakeApplication(1, many[1]!)] },
    });
    expect(await screen.findByText('25 resultados')).toBeInTheDocument();
    expect(within(results()).getAllByRole('article')).toHaveLength(20);
    expect(within(results()).getByRole('article', { name: 'Oferta número 2' })).toHaveTextContent('Ya postulaste');
    expect(within(results()).getByRole('article', { name: 'Oferta número 3' })).not.toHaveTextContent('Ya postulaste');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(5));
    expect(within(results()).getByRole('article', { name: 'Oferta número 25' })).toBeInTheDocument();
  });

  it('folds the filters behind a button on a phone, which counts the ones in use', async () => {
    const wide = onPhone();
    try {
      const { user } = renderOffersScreen(server, <OffersScreen />, { route: '/offers', seed: { offers: [developer, intern] } });
      expect(await screen.findByText('2 resultados')).toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filtros' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Provincia' })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await chooseOption(user, screen.getByRole('combobox', { name: 'Provincia' }), 'Guayas');
      expect(await screen.findByText('1 resultado')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filtros (1 activo)' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Filtros (1 activo)' }));
      expect(screen.queryByRole('combobox', { name: 'Provincia' })).not.toBeInTheDocument();
      expect(within(results()).getByRole('article', { name: 'Pasante de soporte técnico' })).toBeInTheDocument();
    } finally {
      wide();
    }
  });

  it('shows the filters at once on a wider screen, with no button', async () => {
    renderOffersScreen(server, <OffersScreen />, { route: '/offers', seed: { offers: [developer] } });
    expect(await screen.findByRole('combobox', { name: 'Provincia' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  });

  it('says when no offer is open at all', async () => {
    renderOffersScreen(server, <OffersScreen />, { route: '/offers', seed: { offers: [] } });
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.getByText('Por ahora no hay ofertas publicadas. Vuelve pronto.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
  });
});
