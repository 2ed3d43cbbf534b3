import { checkInclusiveLanguage } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { api, ok, setupApiServer } from '@portal/shared/testing';
import { renderCompanyScreen } from '../testing/render-company';
import { NewOfferScreen } from './new-offer-screen';

const server = setupApiServer();

describe('the offer form’s inclusive-language warnings', () => {
  it('shows each warning under its field with the word and why, as the company types', async () => {
    const bodies: unknown[] = [];
    const { user } = renderCompanyScreen(server, <NewOfferScreen />, { route: '/company/new-offer' });
    // The server's check is the contracts' one.
    server.use(
      http.post(api('company/offers/language-check'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        return ok({ avisos: checkInclusiveLanguage(body) });
      }),
    );
    await user.click(await screen.findByRole('textbox', { name: 'Requisitos' }));
    await user.paste('Buena presencia y 20 años de experiencia.');

    const warning = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(within(warning).getByText('Revisa este texto: podría discriminar (Constitución Art. 11)')).toBeInTheDocument();
    expect(within(warning).getByText(/«Buena presencia»: Pedir la apariencia física/)).toBeInTheDocument();
    expect(within(warning).queryByText(/años de experiencia/)).not.toBeInTheDocument();
    // One request for the pasted text (debounced), not one per keystroke.
    expect(bodies).toHaveLength(1);
    // Warned, not blocked: the publish button stays enabled.
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });
});
