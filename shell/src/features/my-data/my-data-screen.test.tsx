import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectIsLoggedIn } from '@portal/shared';
import { api, chooseOption, ok, page, renderScreen, setupApiServer, validationError } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import { MyDataScreen } from './my-data-screen';

const views = [
  {
    company: { id: 7, empresa: 'Andes Software' },
    offer: { id: 3, titulo: 'Desarrollador web junior' },
    via: 'pdf',
    at: '2026-11-30T15:00:00Z',
  },
];
const filed = {
  id: 1,
  tipo: 'acceso',
  detalle: 'Quiero saber qué datos míos tiene el portal.',
  estado: 'abierta',
  vence_el: '2026-12-17',
  respuesta: null,
  respondida_en: null,
  created_at: '2026-12-02T15:00:00Z',
};

const server = setupApiServer();

describe('/account/data', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:file');
  let downloads: string[] = [];
  beforeEach(() => {
    downloads = [];
    // jsdom has no object URLs and does not follow links: record what would be saved.
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the export, shows who saw the CV, files a request and lists it with its due date', async () => {
    const requests: unknown[] = [];
    let mine: (typeof filed)[] = [];
    server.use(
      http.get(api('user/cv-views'), () => ok(page(views))),
      http.get(api('user/data-requests'), () => ok(page(mine))),
      http.post(api('user/data-requests'), async ({ request }) => {
        requests.push(await request.json());
        mine = [filed];
        return ok(filed, 'Solicitud registrada.', 201);
      }),
      http.get(
        api('user/data-export'),
        () =>
          new HttpResponse('{"account":{}}', {
            headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="mis-datos-12.json"' },
          }),
      ),
    );
    const { user } = renderScreen(<MyDataScreen />, {
      route: '/account/data',
      session: { role: 'student', menu: { 'my-data': 'cd' } },
      messages,
    });

    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeInTheDocument();
    expect(await screen.findByText('Andes Software')).toBeInTheDocument();
    expect(screen.getByText(/Por la oferta «Desarrollador web junior», en PDF/)).toBeInTheDocument();
    expect(await screen.findByText('Aún no has hecho ninguna solicitud.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar mi hoja de vida' })).toHaveAttribute('href', '/CV/basic');
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/account');

    await user.click(screen.getByRole('button', { name: 'Descargar en JSON' }));
    await waitFor(() => expect(downloads).toEqual(['mis-datos-12.json']));

    const form = screen.getByRole('form', { name: 'Nueva solicitud' });
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Tipo de solicitud' }), 'Acceso');
    await user.type(within(form).getByLabelText('Detalle'), filed.detalle);
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText('Vence el 17 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Abierta')).toBeInTheDocument();
    expect(screen.queryByText('Aún no has hecho ninguna solicitud.')).toBeNull();
    expect(requests).toEqual([{ tipo: 'acceso', detalle: filed.detalle }]);
  });

  it('says when no company has seen the CV, and puts a wrong password on its field', async () => {
    server.use(
      http.get(api('user/cv-views'), () => ok(page([]))),
      http.get(api('user/data-requests'), () => ok(page([]))),
      http.post(api('user/deletion'), () => validationError({ password: ['La contraseña no es correcta.'] })),
    );
    const { user, store } = renderScreen(<MyDataScreen />, {
      route: '/account/data',
      session: { role: 'company', menu: { 'my-data': 'cd' } },
      messages,
    });

    expect(await screen.findByText('Ninguna empresa ha abierto tu hoja de vida todavía.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar mi hoja de vida' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Eliminar mi cuenta' });
    await user.type(within(form).getByLabelText('Contraseña'), 'equivocada');
    await user.click(within(form).getByRole('button', { name: 'Solicitar la eliminación' }));
    expect(await within(form).findByText('La contraseña no es correcta.')).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('signs the user out once the deletion is asked', async () => {
    server.use(
      http.get(api('user/cv-views'), () => ok(page([]))),
      http.get(api('user/data-requests'), () => ok(page([]))),
      http.post(api('user/deletion'), () => ok({ purge_at: '2027-01-01T05:00:00Z' }, 'Cuenta desactivada.', 202)),
      http.post(api('user/logout'), () => ok(null)),
    );
    const { user, store } = renderScreen(<MyDataScreen />, {
      route: '/account/data',
      session: { role: 'student', menu: { 'my-data': 'cd' } },
      messages,
    });
    const form = await screen.findByRole('form', { name: 'Eliminar mi cuenta' });
    await user.type(within(form).getByLabelText('Contraseña'), 'correcta-123');
    await user.click(within(form).getByRole('button', { name: 'Solicitar la eliminación' }));
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
  });
});
