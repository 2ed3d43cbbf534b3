import { applicationMessages } from '@portal/contracts';
import type { Cv } from '@portal/contracts/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { realtimeEventReceived } from '@portal/shared';
import { changeMenu, chooseOption, fakeCatalogValue as catalogValue, setupApiServer, onPhone } from '@portal/shared/testing';
import { applicantFixture, offerFixture } from '../testing/fake-company-api';
import { fullCompanyMenu, renderCompanyScreen } from '../testing/render-company';
import { ApplicantsScreen } from './applicants-screen';

const server = setupApiServer();

const offer = offerFixture({ id: 2, titulo: 'Desarrollador web junior', status: 'publicada', fecha_publicacion: '2099-01-01' });
const maria = applicantFixture({
  id: 31,
  status: 'en_revision',
  carta: 'Me interesa el puesto: trabajé dos años con React.\nPuedo empezar en abril.',
});
const pedro = applicantFixture({
  id: 32,
  status: 'postulado',
  created_at: '2026-03-05T04:30:00Z',
  cv: {
    student_id: 51,
    nombre: 'Pedro Andrés Caiza',
    email: 'pedro.caiza@correo.ec',
    educacion: { titulo: 'Contabilidad', institucion: 'Universidad Central del Ecuador', fecha_fin: '2025-07-30' },
    completeness: { percent: 33, missing: [] },
  },
});
const lucia = applicantFixture({ id: 33, status: 'seleccionado', cv: { student_id: 52, nombre: 'Lucía Tituaña', educacion: null } });

const mariaCv: Cv = {
  basic: {
    dni: '1710034065',
    nombres: 'María José',
    apellidos: 'Quishpe Núñez',
    fecha_nacimiento: '2001-05-14',
    genero: { code: 'femenino', name: 'Femenino' },
    estado_civil: { code: 'soltero', name: 'Soltero/a' },
    nacionalidad: { code: 'EC', name: 'Ecuador' },
    provincia: catalogValue('provincias', '17'),
    ciudad: catalogValue('ciudades', 'quito'),
    direccion: 'Av. 10 de Agosto N24-56 y Colón',
    celular: '0991234567',
    telefono: null,
    email: 'maria.quishpe@correo.ec',
    perfil: 'Estudiante de Sistemas con interés en desarrollo web.',
    updated_at: '2026-01-01T00:00:00Z',
  },
  photo_url: 'http://localhost/api/photos/abc.jpg?signature=xyz',
  education_in: [
    {
      id: 1,
      universidad: { id: 1, nombre: 'Escuela Politécnica Nacional', siglas: 'EPN' },
      facultad: 'Facultad de Ingeniería de Sistemas',
      carrera: 'Ingeniería en Sistemas',
      nivel: 'tercer',
      semestre: '7.º semestre',
      fecha_inicio: '2021-04-01',
      fecha_fin: null,
      titulo: null,
    },
  ],
  education_out: [],
  languages: [
    {
      id: 2,
      idioma: { code: 'ingles', name: 'Inglés' },
      nivel_hablado: { code: 'intermedio', name: 'Intermedio' },
      nivel_escrito: { code: 'avanzado', name: 'Avanzado' },
      nivel_comprension: { code: 'avanzado', name: 'Avanzado' },
      certificado: null,
    },
  ],
  computer: [],
  other: [],
  courses: [],
  work: [],
  extra: [],
  completeness: { percent: 78, missing: ['education-out'] },
};

const renderApplicants = (options: Parameters<typeof renderCompanyScreen>[2] = {}) =>
  renderCompanyScreen(server, <ApplicantsScreen />, {
    route: '/company/my-offers/2/applicants',
    path: '/company/my-offers/:id/applicants',
    seed: { offers: [offer], applicants: { 2: [maria, pedro, lucia] }, cvs: { 31: mariaCv } },
    ...options,
  });

const row = async (name: string) => (await screen.findByRole('button', { name: `Ver la hoja de vida de ${name}` })).closest('tr')!;

describe('/company/my-offers/:id/applicants', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:file');
  let downloads: Array<{ name: string; href: string }> = [];

  beforeEach(() => {
    downloads = [];
    // jsdom has no object URLs and does not follow links: record what would be saved.
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists who applied: name, studies, CV completeness, the day they applied, the status', async () => {
    renderApplicants();
    expect(await screen.findByRole('heading', { level: 2, name: 'Postulantes' })).toBeInTheDocument();
    expect(await screen.findByText('Oferta: Desarrollador web junior')).toBeInTheDocument();
    const first = await row('María José Quishpe Núñez');
    expect(within(first).getByText('maria.quishpe@correo.ec')).toBeInTheDocument();
    expect(within(first).getByText('Ingeniería en Sistemas — Escuela Politécnica Nacional (en curso)')).toBeInTheDocument();
    expect(within(first).getByText('78 % completa')).toBeInTheDocument();
    expect(within(first).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(first).getByText('En revisión')).toBeInTheDocument();
    const second = await row('Pedro Andrés Caiza');
    expect(within(second).getByText('Contabilidad — Universidad Central del Ecuador')).toBeInTheDocument();
    // 04:30 UTC is still the 4th in Ecuador.
    expect(within(second).getByText('04/03/2026')).toBeInTheDocument();
    expect(within(await row('Lucía Tituaña')).getByText('Sin formación registrada')).toBeInTheDocument();
    expect(screen.getByText('3 resultados')).toBeInTheDocument();
  });

  it('draws each application as a card on a phone, its CV still a tap away', async () => {
    const wide = onPhone();
    try {
      const { user } = renderApplicants();
      const card = await row('María José Quishpe Núñez');
      expect(within(card).getAllByRole('cell')).toHaveLength(1);
      expect(within(card).getByText('Ingeniería en Sistemas — Escuela Politécnica Nacional (en curso)')).toBeInTheDocument();
      expect(within(card).getByText('78 % completa · Postuló el 02/03/2026')).toBeInTheDocument();
      expect(within(card).getByText('En revisión')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Cambiar estado de María José Quishpe Núñez' })).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Ver la hoja de vida de María José Quishpe Núñez' }));
      expect(await screen.findByRole('dialog', { name: 'Hoja de vida de María José Quishpe Núñez' })).toBeInTheDocument();
    } finally {
      wide();
    }
  });

  it('filters by the application’s status', async () => {
    const { user } = renderApplicants();
    await row('María José Quishpe Núñez');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Estado de la postulación' }), 'Postulado');
    await waitFor(() => expect(screen.queryByText('María José Quishpe Núñez')).not.toBeInTheDocument());
    expect(await row('Pedro Andrés Caiza')).toBeInTheDocument();
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Estado de la postulación' }), 'Entrevista');
    expect(await screen.findByText('Ninguna postulación está en el estado elegido.')).toBeInTheDocument();
  });

  it('opens the applicant’s CV in a drawer from the row, readably, and downloads its PDF under the server’s name', async () => {
    const { user, fake } = renderApplicants();
    await user.click(within(await row('María José Quishpe Núñez')).getByText('78 % completa'));
    const drawer = await screen.findByRole('dialog', { name: 'Hoja de vida de María José Quishpe Núñez' });
    expect(await within(drawer).findByRole('img', { name: 'Foto de María José Quishpe Núñez' })).toHaveAttribute(
      'src',
      'http://localhost/api/photos/abc.jpg?signature=xyz',
    );
    const letter = within(drawer).getByRole('region', { name: 'Carta de presentación' });
    expect(letter).toHaveTextContent('Me interesa el puesto: trabajé dos años con React. Puedo empezar en abril.');
    expect(within(drawer).getByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(within(drawer).getByText('0991234567')).toBeInTheDocument();
    expect(within(drawer).getByText('Quito, Pichincha')).toBeInTheDocument();
    expect(within(drawer).getByText('Estudiante de Sistemas con interés en desarrollo web.')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Formación universitaria' })).toBeInTheDocument();
    expect(within(drawer).getByText('Ingeniería en Sistemas — Escuela Politécnica Nacional (EPN)')).toBeInTheDocument();
    expect(within(drawer).getByText('Tercer nivel (grado) · Facultad de Ingeniería de Sistemas')).toBeInTheDocument();
    expect(within(drawer).getByText('01/04/2021 – en curso')).toBeInTheDocument();
    expect(within(drawer).getByText('Habla: Intermedio · Escribe: Avanzado · Comprende: Avanzado')).toBeInTheDocument();
    // Sections without entries are left out.
    expect(within(drawer).queryByRole('heading', { name: 'Formación externa' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('heading', { name: 'Cursos' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(downloads).toEqual([{ name: 'hoja-de-vida-quishpe-nunez-maria-jose.pdf', href: 'blob:file' }]));
    expect(createObjectURL.mock.calls.at(-1)?.[0].type).toBe('application/pdf');
    expect(fake.calls).toEqual([{ method: 'GET', path: 'applications/31/cv.pdf' }]);
  });

  it('opens the CV from the keyboard too (the name is a button), and says when the CV cannot be read', async () => {
    const { user } = renderApplicants();
    const name = await screen.findByRole('button', { name: 'Ver la hoja de vida de Pedro Andrés Caiza' });
    name.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Hoja de vida de Pedro Andrés Caiza' });
    expect(await within(drawer).findByText('No pudimos cargar la hoja de vida.')).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Carta de presentación' })).toHaveTextContent('Postuló sin carta de presentación.');
  });

  it('moves an application only where the pipeline allows, after asking', async () => {
    const { user, fake } = renderApplicants();
    await user.click(
      within(await row('María José Quishpe Núñez')).getByRole('button', { name: 'Cambiar estado de María José Quishpe Núñez' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pasar a «Entrevista»', 'Pasar a «Seleccionado»', 'Pasar a «No seleccionado»']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Pasar a «Entrevista»' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('¿Pasar la postulación de María José Quishpe Núñez a «Entrevista»?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(applicationMessages.moved)).toBeInTheDocument();
    await waitFor(async () => expect(within(await row('María José Quishpe Núñez')).getByText('Entrevista')).toBeInTheDocument());
    expect(fake.calls).toEqual([{ method: 'PATCH', path: 'applications/31', body: { status: 'entrevista' } }]);
    // No drawer opened by the choice.
    expect(screen.queryByRole('dialog', { name: /Hoja de vida de/ })).not.toBeInTheDocument();
  });

  it('says a decided application is decided, and offers moves only with the u flag, live', async () => {
    const { store } = renderApplicants({ menu: { new_offer: 'c', my_offers: 'x' } });
    expect(within(await row('Lucía Tituaña')).getByText('Decisión tomada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cambiar estado de/ })).not.toBeInTheDocument();
    act(() => changeMenu(store, fullCompanyMenu));
    expect(await screen.findByRole('button', { name: 'Cambiar estado de Pedro Andrés Caiza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar estado de Lucía Tituaña' })).not.toBeInTheDocument();
  });

  it('exports the applicants (with the status filter) as the server’s CSV, with the x flag', async () => {
    const { user, fake, store } = renderApplicants();
    await row('María José Quishpe Núñez');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Estado de la postulación' }), 'Postulado');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toEqual([{ name: 'postulantes-oferta-2.csv', href: 'blob:file' }]));
    // Saved byte for byte: the BOM Excel needs and the accents survive.
    const bytes = new Uint8Array(await createObjectURL.mock.calls.at(-1)![0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('María José Quishpe Núñez');
    expect(fake.calls).toEqual([{ method: 'GET', path: 'offers/2/applications.csv?status=postulado' }]);

    act(() => changeMenu(store, { new_offer: 'c', my_offers: 'u' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument());
  });

  it('shows a new application as soon as its notification arrives', async () => {
    const { store, fake } = renderApplicants();
    await row('María José Quishpe Núñez');
    fake.applicants[2]!.push(applicantFixture({ id: 34, cv: { student_id: 53, nombre: 'Diego Chicaiza' } }));
    act(() => {
      store.dispatch(
        realtimeEventReceived({
          channel: 'users.1',
          event: 'notification.created',
          payload: {
            id: 9,
            type: 'application.created',
            text: 'Nueva postulación',
            link: null,
            read: false,
            created_at: '2026-03-06T00:00:00Z',
          },
        }),
      );
    });
    expect(await row('Diego Chicaiza')).toBeInTheDocument();
    expect(screen.getByText('4 resultados')).toBeInTheDocument();
  });

  it('says when nobody has applied yet', async () => {
    renderApplicants({ seed: { offers: [offer], applicants: {} } });
    expect(
      await screen.findByText('Todavía nadie ha postulado a esta oferta. Cuando alguien lo haga, aparecerá aquí.'),
    ).toBeInTheDocument();
  });

  it('says clearly when the offer is not the company’s (404)', async () => {
    renderApplicants({ route: '/company/my-offers/99/applicants' });
    expect(await screen.findByText('Esta oferta no existe o no pertenece a tu empresa.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Told on the page, not in a toast as well.
    expect(screen.queryByText('La oferta no existe.')).not.toBeInTheDocument();
  });
});
