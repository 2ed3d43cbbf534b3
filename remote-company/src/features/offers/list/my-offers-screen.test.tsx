import { offerMessages } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { changeMenu, chooseOption, setupApiServer, onPhone } from '@portal/shared/testing';
import { offerFixture } from '../testing/fake-company-api';
import { fullCompanyMenu, renderCompanyScreen } from '../testing/render-company';
import { MyOffersScreen } from './my-offers-screen';

const server = setupApiServer();

const draft = offerFixture({ id: 1, titulo: 'Analista contable', fecha_cierre: '2099-02-15' });
const published = offerFixture({
  id: 2,
  titulo: 'Desarrollador web junior',
  status: 'publicada',
  fecha_publicacion: '2099-01-01',
  fecha_cierre: '2099-03-01',
  applicants: { total: 3, postulado: 1, en_revision: 1, entrevista: 1, seleccionado: 0, no_seleccionado: 0 },
});
const closed = offerFixture({ id: 3, titulo: 'Asistente de tecnología', status: 'cerrada', fecha_publicacion: '2098-12-01' });

const renderList = (options: Parameters<typeof renderCompanyScreen>[2] = {}) =>
  renderCompanyScreen(server, <MyOffersScreen />, {
    route: '/company/my-offers',
    seed: { offers: [draft, published, closed] },
    ...options,
  });

/** The table row that holds `title`. */
const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
const confirmDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

describe('/company/my-offers', () => {
  it('lists the offers with their status, applicants and closing date, newest first', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis ofertas' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((item) => within(item).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Asistente de tecnologíaTecnología de la información · Híbrido · Quito',
      'Desarrollador web juniorTecnología de la información · Híbrido · Quito',
      'Analista contableTecnología de la información · Híbrido · Quito',
    ]);
    const open = await row('Desarrollador web junior');
    expect(within(open).getByText('Publicada')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: /^3 postulantes/ })).toHaveAttribute('href', '/company/my-offers/2/applicants');
    expect(within(open).getByText('1 sin revisar')).toBeInTheDocument();
    expect(within(open).getByText('01/03/2099')).toBeInTheDocument();
    expect(within(await row('Analista contable')).getByText('Borrador')).toBeInTheDocument();
    expect(within(await row('Asistente de tecnología')).getByText('Cerrada')).toBeInTheDocument();
    expect(screen.getByText('3 resultados')).toBeInTheDocument();
  });

  it('searches the offers’ words and filters by status, keeping both in the address', async () => {
    const { user, router } = renderList();
    expect(await screen.findByText('Analista contable')).toBeInTheDocument();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar en mis ofertas' }), 'tecnologia');
    await waitFor(() => expect(screen.queryByText('Analista contable')).not.toBeInTheDocument());
    expect(screen.getByText('Asistente de tecnología')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=tecnologia');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar en mis ofertas' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Estado' }), 'Borrador');
    expect(await screen.findByText('Analista contable')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Desarrollador web junior')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?estado=borrador');
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
  });

  it('pages through many offers, with first and last page buttons', async () => {
    const many = Array.from({ length: 25 }, (_, index) => offerFixture({ id: index + 1, titulo: `Oferta número ${index + 1}` }));
    const { user } = renderList({ seed: { offers: many } });
    expect(await screen.findByText('Oferta número 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(await screen.findByText('Oferta número 5')).toBeInTheDocument();
    expect(screen.queryByText('Oferta número 25')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Primera página' }));
    expect(await screen.findByText('Oferta número 25')).toBeInTheDocument();
  });

  it('offers each row the actions its status and the role’s flags allow, following the flags live', async () => {
    const { store } = renderList();
    const names = async (title: string) =>
      within(await row(title))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Analista contable')).toEqual(['Editar', 'Publicar', 'Duplicar', 'Eliminar']);
    expect(await names('Desarrollador web junior')).toEqual(['Editar', 'Cerrar', 'Duplicar']);
    expect(await names('Asistente de tecnología')).toEqual(['Duplicar']);

    act(() => changeMenu(store, { ...fullCompanyMenu, my_offers: 'ud' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publicar «Analista contable»' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cerrar «Desarrollador web junior»' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar «Analista contable»' })).toBeInTheDocument();

    act(() => changeMenu(store, { new_offer: '', my_offers: 'x' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Duplicar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva oferta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar «Analista contable»' })).toBeInTheDocument();
  });

  it('publishes a draft after asking', async () => {
    const { user, fake } = renderList();
    await user.click(within(await row('Analista contable')).getByRole('button', { name: 'Publicar «Analista contable»' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('¿Publicar «Analista contable»?');
    expect(dialog).toHaveTextContent('Los estudiantes podrán verla y postular hasta el 15/02/2099.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Oferta publicada.')).toBeInTheDocument();
    await waitFor(async () => expect(within(await row('Analista contable')).getByText('Publicada')).toBeInTheDocument());
    expect(fake.calls).toEqual([{ method: 'POST', path: 'offers/1/publish' }]);
  });

  it('closes an offer only when the question is answered yes', async () => {
    const { user, fake } = renderList();
    const close = within(await row('Desarrollador web junior')).getByRole('button', { name: 'Cerrar «Desarrollador web junior»' });
    await user.click(close);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'No' }));
    expect(fake.calls).toEqual([]);

    await user.click(close);
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Nadie más podrá postular.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(offerMessages.closed)).toBeInTheDocument();
    await waitFor(async () => expect(within(await row('Desarrollador web junior')).getByText('Cerrada')).toBeInTheDocument());
    expect(fake.calls).toEqual([{ method: 'POST', path: 'offers/2/close' }]);
  });

  it('duplicates an offer into a new draft and deletes a draft after asking', async () => {
    const { user, fake } = renderList();
    await user.click(within(await row('Asistente de tecnología')).getByRole('button', { name: 'Duplicar «Asistente de tecnología»' }));
    expect(await screen.findByText(offerMessages.duplicated)).toBeInTheDocument();
    const copy = await row('Asistente de tecnología (copia)');
    expect(within(copy).getByText('Borrador')).toBeInTheDocument();

    await user.click(within(copy).getByRole('button', { name: 'Eliminar «Asistente de tecnología (copia)»' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('¿Eliminar el borrador «Asistente de tecnología (copia)»?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(offerMessages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Asistente de tecnología (copia)')).not.toBeInTheDocument());
    expect(fake.calls).toEqual([
      { method: 'POST', path: 'offers/3/duplicate' },
      { method: 'DELETE', path: 'offers/100' },
    ]);
  });

  it('opens an offer’s form to edit it', async () => {
    const { user, router } = renderList();
    await user.click(within(await row('Desarrollador web junior')).getByRole('button', { name: 'Editar «Desarrollador web junior»' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/my-offers/2/edit'));
  });

  it('tells a company awaiting approval why it cannot publish, and disables Publicar as the form does', async () => {
    renderList({ seed: { companyStatus: 'pendiente', offers: [draft] } });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(offerMessages.companyPending);
    const publish = within(await row('Analista contable')).getByRole('button', { name: 'Publicar «Analista contable»' });
    await waitFor(() => expect(publish).toBeDisabled());
    expect(publish).toHaveAccessibleDescription(expect.stringContaining(offerMessages.companyPending));
    expect(within(await row('Analista contable')).getByText('Borrador')).toBeInTheDocument();
  });

  it('draws each offer as a card on a phone: everything in one column, nothing to scroll sideways', async () => {
    const wide = onPhone();
    try {
      renderList();
      const card = await row('Desarrollador web junior');
      expect(within(card).getAllByRole('cell')).toHaveLength(1);
      expect(within(card).getByText('Publicada')).toBeInTheDocument();
      expect(within(card).getByText('Cierre: 01/03/2099')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /^3 postulantes/ })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Cerrar «Desarrollador web junior»' })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Estado' })).not.toBeInTheDocument();
    } finally {
      wide();
    }
  });

  it('says what to do when there is no offer yet', async () => {
    const { user, router } = renderList({ seed: { offers: [] } });
    expect(await screen.findByText(/Aún no has publicado ofertas\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear mi primera oferta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/new-offer'));
  });

  it('says when nothing matches the search', async () => {
    const { user } = renderList();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar en mis ofertas' }), 'astronauta');
    expect(await screen.findByText('Ninguna oferta coincide con la búsqueda o el estado elegido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear mi primera oferta' })).not.toBeInTheDocument();
  });
});
