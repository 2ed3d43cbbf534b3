import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { baseApi, isValidationFailure } from '@portal/shared';
import { api, failure, ok, page, renderScreen, setupApiServer, validationError } from '@portal/shared/testing';
import { listTags, type Page } from '@portal/shared/kit';

interface Language {
  id: number;
  name: string;
}

/** A feature's endpoints, written the way a screen's api file is. */
const languagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Language'] }).injectEndpoints({
  endpoints: (build) => ({
    listLanguages: build.query<Page<Language>, { q: string }>({
      query: ({ q }) => ({ url: 'languages', params: { q } }),
      providesTags: (result) => listTags('Language', result?.items),
    }),
    addLanguage: build.mutation<Language, { name: string }>({
      query: (body) => ({ url: 'languages', method: 'post', body }),
      extraOptions: { toast: false },
      invalidatesTags: [{ type: 'Language', id: 'LIST' }],
    }),
    removeLanguage: build.mutation<Language, number>({
      query: (id) => ({ url: `languages/${id}`, method: 'delete' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Language', id }],
    }),
  }),
});

let languages: Language[] = [];
const server = setupApiServer(
  http.get(api('languages'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return ok(page(languages.filter((language) => language.name.toLowerCase().includes(q.toLowerCase()))));
  }),
  http.post(api('languages'), async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    if (languages.some((language) => language.name === name)) return validationError({ name: ['Ya existe un elemento con este código.'] });
    const created = { id: languages.length + 1, name };
    languages = [...languages, created];
    return ok(created, 'OK', 201);
  }),
);

function LanguagesScreen() {
  const [q, setQ] = useState('');
  const list = languagesApi.useListLanguagesQuery({ q });
  const [add] = languagesApi.useAddLanguageMutation();
  const [remove] = languagesApi.useRemoveLanguageMutation();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button onClick={() => setQ('ing')}>Filtrar</button>
      <button
        onClick={() =>
          void add({ name: 'Inglés' })
            .unwrap()
            .then(
              () => setOutcome('agregado'),
              (error: unknown) => setOutcome(isValidationFailure(error) ? `422: ${error.body.errors.name?.[0] ?? ''}` : 'otro'),
            )
        }
      >
        Agregar
      </button>
      <button onClick={() => void remove(99)}>Eliminar</button>
      <ul aria-label="Idiomas">
        {list.data?.items.map((language) => (
          <li key={language.id}>{language.name}</li>
        ))}
      </ul>
      <p>{outcome}</p>
    </>
  );
}

describe('a feature API on the one base API', () => {
  beforeEach(() => {
    languages = [{ id: 1, name: 'Quichua' }];
  });

  it('sends query params and refetches a list its mutation invalidates', async () => {
    const { user } = renderScreen(<LanguagesScreen />, { session: { role: 'admin' } });
    expect(await screen.findByText('Quichua')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Inglés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByText('Quichua')).not.toBeInTheDocument());
    expect(screen.getByText('Inglés')).toBeInTheDocument();
  });

  it('rejects with the typed failure, and a toast: false endpoint shows no toast', async () => {
    languages = [{ id: 1, name: 'Inglés' }];
    const { user } = renderScreen(<LanguagesScreen />, { session: { role: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('422: Ya existe un elemento con este código.')).toBeInTheDocument();
    expect(screen.queryByText('Los datos proporcionados no son válidos.')).not.toBeInTheDocument();
  });

  it('toasts the failures of the other endpoints', async () => {
    server.use(http.delete(api('languages/99'), () => failure(404, 'El elemento no existe.')));
    const { user } = renderScreen(<LanguagesScreen />, { session: { role: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El elemento no existe.')).toBeInTheDocument();
  });
});
