import { screen } from '@testing-library/react';
import { api, ok, renderScreen, setupApiServer } from '@portal/shared/testing';
import { http } from 'msw';
import { messages } from '../../i18n/es';
import { PrivacyNoticeScreen } from './privacy-notice-screen';

setupApiServer(
  http.get(api('privacy-notice'), () =>
    ok({
      version: 1,
      texto: 'Quién guarda tus datos: la universidad.\n\nCómo reclamar: ante la SPDP.',
      publicado_en: '2026-01-15T15:00:00Z',
    }),
  ),
);

describe('/privacidad', () => {
  it('shows the notice in force to anyone, paragraph by paragraph', async () => {
    renderScreen(<PrivacyNoticeScreen />, { route: '/privacidad', messages });
    expect(await screen.findByRole('heading', { name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(await screen.findByText('Quién guarda tus datos: la universidad.')).toBeInTheDocument();
    expect(screen.getByText('Cómo reclamar: ante la SPDP.')).toBeInTheDocument();
    expect(screen.getByText('Versión 1, publicada el 15 de enero de 2026.')).toBeInTheDocument();
  });
});
