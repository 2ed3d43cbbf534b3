import { act, screen, waitFor, within } from '@testing-library/react';
import { cvEntrySections } from '@portal/contracts';
import type { CvBasic } from '@portal/contracts/schemas';
import { delay, http } from 'msw';
import { api, changeMenu, failure, setupApiServer } from '@portal/shared/testing';
import { fullCvMenu, renderCvScreen } from '../testing/render-cv';
import { screenLeads } from '../../../screen-leads';
import { CvHeader } from './cv-header';
import { CvPage } from './cv-page';

const server = setupApiServer();

const course = { id: 7, nombre: 'Python', institucion: 'SENESCYT', horas: 40, fecha: '2023-03-18', tipo: 'aprobacion' as const };

describe('the CV header', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:cv');
  const revokeObjectURL = jest.fn();
  let downloads: Array<{ name: string; href: string }> = [];

  beforeEach(() => {
    downloads = [];
    // jsdom has no object URLs and does not follow links: record what would be saved.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the server’s completeness and links each section still missing', async () => {
    renderCvScreen(server, <CvHeader />, { seed: { entries: { courses: [course] } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Hoja de vida completa al 11 %');
    expect(screen.getByRole('progressbar', { name: 'Avance de tu hoja de vida' })).toHaveAttribute('aria-valuenow', '11');
    const missing = screen.getByRole('navigation', { name: 'Secciones por completar' });
    const links = within(missing).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Información personal',
      'Formación universitaria',
      'Formación externa',
      'Idiomas',
      'Conocimientos informáticos',
      'Otras habilidades',
      'Experiencia laboral',
      'Actividades extracurriculares',
    ]);
    expect(within(missing).getByRole('link', { name: 'Idiomas' })).toHaveAttribute('href', '/CV/languages');
  });

  it('while the CV loads, draws the summary card’s placeholder above the title, as its first paint does (screen-leads.ts)', async () => {
    expect(screenLeads['/CV/work']).toEqual({ kind: 'summary', text: '' });
    const { unmount } = renderCvScreen(server, <CvPage titleId="menu.main_work">Entradas</CvPage>, { route: '/CV/work' });
    server.use(http.get(api('cv'), () => delay('infinite')));
    const title = await screen.findByRole('heading', { level: 2, name: 'Experiencia laboral' });
    const card = title.parentElement!.previousElementSibling!;
    expect(card).toHaveAttribute('data-screen-lead', 'summary');
    expect(card).toHaveAttribute('aria-busy', 'true');
    // The download's place while the role may download (x on main_info), as the frame draws it.
    expect(card.querySelector('.ant-skeleton-button')).toBeInTheDocument();
    unmount();

    renderCvScreen(server, <CvPage titleId="menu.main_work">Entradas</CvPage>, { route: '/CV/work', menu: { main_info: 'cud' } });
    const placeholder = (await screen.findByRole('heading', { level: 2, name: 'Experiencia laboral' })).parentElement!
      .previousElementSibling!;
    expect(placeholder).toHaveAttribute('data-screen-lead', 'summary');
    expect(placeholder.querySelector('.ant-skeleton-button')).not.toBeInTheDocument();
  });

  it('downloads the PDF under the server’s file name', async () => {
    const { user, fake } = renderCvScreen(server, <CvHeader />);
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(downloads).toEqual([{ name: 'hoja-de-vida-quishpe-nunez-maria-jose.pdf', href: 'blob:cv' }]));
    const pdf = createObjectURL.mock.calls.at(-1)?.[0];
    expect(pdf?.type).toBe('application/pdf');
    expect(fake.calls).toEqual([{ method: 'GET', path: 'pdf' }]);
  });

  it('shows a failed download’s message in a toast', async () => {
    const { user } = renderCvScreen(server, <CvHeader />);
    server.use(http.get(api('cv/pdf'), () => failure(403, 'No tienes permiso para esta acción.')));
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('offers the PDF only with the x flag on main_info, following the menu live', async () => {
    const { store } = renderCvScreen(server, <CvHeader />, { menu: { main_info: 'cud' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Hoja de vida completa al 0 %');
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).not.toBeInTheDocument();
    act(() => changeMenu(store, fullCvMenu));
    expect(await screen.findByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it('says when every section is complete', async () => {
    // The header reads only the completeness: any saved basic section and one entry each will do.
    const entry = { id: 1 };
    renderCvScreen(server, <CvHeader />, {
      seed: {
        basic: { dni: '1710034065' } as CvBasic,
        entries: Object.fromEntries(cvEntrySections.map((section) => [section, [entry]])),
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Hoja de vida completa al 100 %');
    const complete = screen.getByText('Completaste las nueve secciones. ¡Tu hoja de vida está lista para postular!');
    // In the body text's colour: antd's green success text fails WCAG AA contrast (axe, e2e).
    expect(complete).not.toHaveClass('ant-typography-success');
    expect(screen.queryByRole('navigation', { name: 'Secciones por completar' })).not.toBeInTheDocument();
  });
});
