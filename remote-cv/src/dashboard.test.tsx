import { screen, within } from '@testing-library/react';
import { setupApiServer } from '@portal/shared/testing';
import CvDashboard from './dashboard';
import { renderCvScreen } from './features/cv/testing/render-cv';

const server = setupApiServer();

const language = {
  id: 1,
  idioma: { code: 'ingles', name: 'Inglés' },
  nivel_hablado: { code: 'basico', name: 'Básico' },
  nivel_escrito: { code: 'basico', name: 'Básico' },
  nivel_comprension: { code: 'basico', name: 'Básico' },
  certificado: null,
};

describe('the student’s landing card (./dashboard)', () => {
  it('shows the real completeness and links the sections still missing', async () => {
    renderCvScreen(server, <CvDashboard />, { route: '/', seed: { entries: { languages: [language] } } });
    const card = await screen.findByRole('region', { name: 'Hoja de vida' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Hoja de vida completa al 11 %');
    const missing = within(card).getByRole('navigation', { name: 'Secciones por completar' });
    expect(within(missing).getAllByRole('link')).toHaveLength(8);
    expect(within(missing).queryByRole('link', { name: 'Idiomas' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Completar mi hoja de vida' })).toHaveAttribute('href', '/CV/basic');
  });
});
