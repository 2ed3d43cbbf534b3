import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { baseApi } from '@portal/shared';
import { api, failure, ok, page, renderScreen, setupApiServer } from '@portal/shared/testing';
import { ListPage, listTags, type Page } from '@portal/shared/kit';

interface Area {
  id: number;
  name: string;
}

const areasApi = baseApi.enhanceEndpoints({ addTagTypes: ['TestArea'] }).injectEndpoints({
  endpoints: (build) => ({
    listAreas: build.query<Page<Area>, { q: string; page: number }>({
      query: ({ q, page: current }) => ({ url: 'areas', params: { q, page: current, per_page: 10 } }),
      providesTags: (result) => listTags('TestArea', result?.items),
    }),
  }),
});

const allAreas = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `Área ${index + 1}` }));
const searches: string[] = [];
const server = setupApiServer(
  http.get(api('areas'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    searches.push(q);
    const matching = allAreas.filter((area) => area.name.includes(q));
    return ok(page(matching, { page: Number(params.get('page') ?? 1), perPage: 10 }));
  }),
);

function AreasScreen({ compact = false }: { compact?: boolean }) {
  const [q, setQ] = useState('');
  const [current, setCurrent] = useState(1);
  const query = areasApi.useListAreasQuery({ q, page: current });
  return (
    <ListPage<Area>
      title="Áreas"
      search={{ label: 'Buscar área', value: q, onSearch: (next) => (setQ(next), setCurrent(1)) }}
      filters={<span>filtros</span>}
      query={query}
      columns={[
        { title: 'Nombre', dataIndex: 'name', key: 'name' },
        { title: 'Código', key: 'code', render: (_, area) => `A-${area.id}` },
      ]}
      compactColumns={compact ? [{ title: 'Área', key: 'card', render: (_, area) => `${area.name} (A-${area.id})` }] : undefined}
      notice={<p>Las áreas inactivas no se listan.</p>}
      rowKey="id"
      paging={{ page: current, perPage: 10, onChange: (next) => setCurrent(next) }}
      emptyText="No hay áreas."
    />
  );
}

describe('ListPage', () => {
  it('shows a skeleton, then the page of rows with the count and the first/last page buttons', async () => {
    // The first answer waits until the test has seen the skeleton.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(
        api('areas'),
        async () => {
          await answered;
          return ok(page(allAreas, { perPage: 10 }));
        },
        { once: true },
      ),
    );
    const { user } = renderScreen(<AreasScreen />, { session: { role: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'Áreas' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    answer();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Área 1')).toBeInTheDocument();
    expect(screen.getByText('23 resultados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(await within(table).findByText('Área 23')).toBeInTheDocument();
    expect(within(table).queryByText('Área 1')).not.toBeInTheDocument();
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const { user } = renderScreen(<AreasScreen />, { session: { role: 'admin' } });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar área' }), 'Área 2');
    expect(await screen.findByText('5 resultados')).toBeInTheDocument();
    expect(searches.at(-1)).toBe('Área 2');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar área' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar área' }), 'Minería');
    expect(await screen.findByText('No hay áreas.')).toBeInTheDocument();
    expect(screen.getByText('No hay resultados')).toBeInTheDocument();
  });

  it('says when the list could not be loaded and retries', async () => {
    let attempts = 0;
    server.use(
      http.get(api('areas'), () => {
        attempts += 1;
        return attempts === 1 ? failure(500, 'Error interno.') : ok(page(allAreas.slice(0, 2)));
      }),
    );
    const { user } = renderScreen(<AreasScreen />, { session: { role: 'admin' } });
    expect(await screen.findByText('No se pudieron cargar los datos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Área 2')).toBeInTheDocument();
    expect(screen.getByText('2 resultados')).toBeInTheDocument();
  });

  it('keeps a network failure from breaking the screen', async () => {
    server.use(http.get(api('areas'), () => HttpResponse.error()));
    renderScreen(<AreasScreen />, { session: { role: 'admin' } });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows its notice under the title, and on a phone the compact columns instead of the wide ones', async () => {
    const wide = window.matchMedia;
    // antd's `xs` breakpoint: below the theme's `sm` (600 px).
    window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width: 599px/.test(query) });
    try {
      renderScreen(<AreasScreen compact />, { session: { role: 'admin' } });
      const table = await screen.findByRole('table');
      expect(screen.getByText('Las áreas inactivas no se listan.')).toBeInTheDocument();
      expect(within(table).getByText('Área 1 (A-1)')).toBeInTheDocument();
      expect(within(table).queryByRole('columnheader', { name: 'Código' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('keeps the wide columns on a wide screen even with compact ones given', async () => {
    renderScreen(<AreasScreen compact />, { session: { role: 'admin' } });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Código' })).toBeInTheDocument();
    expect(within(table).getByText('A-1')).toBeInTheDocument();
  });
});
