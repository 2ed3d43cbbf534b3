import { catalogTypes, foldForSearch, type CatalogType } from '@portal/contracts';
import { http, type RequestHandler } from 'msw';
import { api, failure, ok, page, validationError } from '@portal/shared/testing';
import type { CatalogAdminItem, CatalogItemInput } from '../api/catalogs-admin-api';

/** Seed rows: [code, name, in use?, provincia?] per type. */
type Seed = Partial<Record<CatalogType, Array<[code: string, name: string, inUse?: boolean, provincia?: string]>>>;

const codePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The admin catalog calls of /work/catalogs-api.md over an in-memory table, for the screen's
 * component tests: the same paging, search, filters, 422s and in-use rule as the contract.
 */
export function fakeCatalogsApi(seed: Seed) {
  let nextId = 1;
  const rows: Array<CatalogAdminItem & { type: CatalogType }> = [];
  for (const [type, items] of Object.entries(seed) as Array<[CatalogType, NonNullable<Seed[CatalogType]>]>) {
    items.forEach(([code, name, inUse = false, provincia], index) =>
      rows.push({ type, id: nextId++, code, name, order: (index + 1) * 10, active: true, in_use: inUse, provincia: provincia ?? null }),
    );
  }
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const view = ({ type: _type, ...item }: CatalogAdminItem & { type: CatalogType }): CatalogAdminItem => item;
  const ofType = (type: string) =>
    rows.filter((row) => row.type === type).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const find = (type: string, id: string) => rows.find((row) => row.type === type && row.id === Number(id));

  const handlers: RequestHandler[] = [
    http.get(api('admin/catalogs'), () =>
      ok(catalogTypes.map((type) => ({ type, total: ofType(type).length, active: ofType(type).filter((row) => row.active).length }))),
    ),
    http.get(api('admin/catalogs/:type'), ({ params, request }) => {
      const search = new URL(request.url).searchParams;
      const q = foldForSearch(search.get('q') ?? '');
      const active = search.get('active');
      const items = ofType(String(params.type)).filter(
        (row) =>
          (foldForSearch(row.code).includes(q) || foldForSearch(row.name).includes(q)) &&
          (active === null || String(row.active) === active),
      );
      return ok(page(items.map(view), { page: Number(search.get('page') ?? 1), perPage: Number(search.get('per_page') ?? 20) }));
    }),
    http.post(api('admin/catalogs/:type'), async ({ params, request }) => {
      const type = String(params.type) as CatalogType;
      const body = (await request.json()) as CatalogItemInput & { code: string };
      calls.push({ method: 'POST', path: type, body });
      if (!codePattern.test(body.code)) return validationError({ code: ['El código solo admite letras minúsculas, números y guiones.'] });
      if (ofType(type).some((row) => row.code === body.code)) return validationError({ code: ['Ya existe un elemento con este código.'] });
      const last = ofType(type).at(-1)?.order ?? 0;
      const row = {
        type,
        id: nextId++,
        code: body.code,
        name: body.name,
        order: body.order ?? last + 10,
        active: body.active ?? true,
        in_use: false,
        provincia: body.provincia ?? null,
      };
      rows.push(row);
      return ok(view(row), 'OK', 201);
    }),
    http.put(api('admin/catalogs/:type/:id'), async ({ params, request }) => {
      const row = find(String(params.type), String(params.id));
      if (!row) return failure(404, 'El elemento no existe.');
      const body = (await request.json()) as Partial<CatalogItemInput>;
      calls.push({ method: 'PUT', path: `${row.type}/${row.id}`, body });
      Object.assign(row, body);
      return ok(view(row));
    }),
    http.delete(api('admin/catalogs/:type/:id'), ({ params }) => {
      const row = find(String(params.type), String(params.id));
      if (!row) return failure(404, 'El elemento no existe.');
      calls.push({ method: 'DELETE', path: `${row.type}/${row.id}` });
      if (row.in_use) {
        row.active = false;
        return ok({ action: 'deactivated', item: view(row) }, 'El elemento está en uso: se desactivó en lugar de eliminarse.');
      }
      rows.splice(rows.indexOf(row), 1);
      return ok({ action: 'deleted', item: view(row) }, 'Elemento eliminado.');
    }),
    http.get(api('catalogs/:type'), ({ params }) =>
      ok(
        ofType(String(params.type))
          .filter((row) => row.active)
          .map(({ code, name }) => ({ code, name })),
      ),
    ),
  ];
  return { handlers, calls };
}
