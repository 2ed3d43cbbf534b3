import { catalogCodePattern, catalogTypes, foldForSearch, type CatalogType } from '@portal/contracts';
import { CatalogItemChangesBody, NewCatalogItemBody } from '@portal/contracts/schemas';
import { http, type RequestHandler } from 'msw';
import { api, fakeResource, ok } from '@portal/shared/testing';
import type { CatalogAdminItem, CatalogItemInput } from '../api/catalogs-admin-api';

/** Seed rows: [code, name, in use?, provincia?] per type. */
type Seed = Partial<Record<CatalogType, Array<[code: string, name: string, inUse?: boolean, provincia?: string]>>>;
type Row = CatalogAdminItem & { type: CatalogType };

/**
 * The admin catalog calls (API.md "Catalogs") over an in-memory table, for the screen's
 * component tests: bodies judged by the contract's schemas, then the service's code and in-use
 * rules; the server's paging, search (folded as it folds) and filters.
 */
export function fakeCatalogsApi(seed: Seed) {
  const rows: Row[] = Object.entries(seed).flatMap(([type, items]) =>
    items.map(([code, name, inUse = false, provincia], index) => ({
      type: type as CatalogType,
      id: 0,
      code,
      name,
      order: (index + 1) * 10,
      active: true,
      in_use: inUse,
      provincia: provincia ?? null,
    })),
  );
  rows.forEach((row, index) => (row.id = index + 1));
  const ofType = (type: string) =>
    rows.filter((row) => row.type === type).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const view = ({ type: _type, ...item }: Row): CatalogAdminItem => item;

  const items = fakeResource<Row, CatalogItemInput & { code: string }, Partial<CatalogItemInput>>({
    collection: 'admin/catalogs/:type',
    rows,
    scope: (row, params) => row.type === params['type'],
    view,
    notFound: 'El elemento no existe.',
    list: {
      matches: (row, query) => {
        const q = foldForSearch(query.get('q') ?? '');
        const active = query.get('active');
        return (
          (foldForSearch(row.code).includes(q) || foldForSearch(row.name).includes(q)) && (active === null || String(row.active) === active)
        );
      },
      order: (a, b) => a.order - b.order || a.name.localeCompare(b.name),
    },
    create: {
      body: NewCatalogItemBody,
      refuse: (body, others, params) => {
        if (!new RegExp(catalogCodePattern(params['type'] as CatalogType)).test(body.code)) {
          return { code: ['El código solo admite letras minúsculas, números y guiones.'] };
        }
        return others.some((row) => row.code === body.code) ? { code: ['Ya existe un elemento con este código.'] } : null;
      },
      make: (body, id, params, others) => ({
        type: params['type'] as CatalogType,
        id,
        code: body.code,
        name: body.name,
        order: body.order ?? Math.max(0, ...others.map((row) => row.order)) + 10,
        active: body.active ?? true,
        in_use: false,
        provincia: body.provincia ?? null,
      }),
    },
    update: { body: CatalogItemChangesBody },
    remove: (row, all) => {
      if (row.in_use) {
        row.active = false;
        return {
          message: 'El elemento está en uso: se desactivó en lugar de eliminarse.',
          data: { action: 'deactivated', item: view(row) },
        };
      }
      all.splice(all.indexOf(row), 1);
      return { message: 'Elemento eliminado.', data: { action: 'deleted', item: view(row) } };
    },
  });

  const handlers: RequestHandler[] = [
    http.get(api('admin/catalogs'), () =>
      ok(catalogTypes.map((type) => ({ type, total: ofType(type).length, active: ofType(type).filter((row) => row.active).length }))),
    ),
    ...items.handlers,
    http.get(api('catalogs/:type'), ({ params }) =>
      ok(
        ofType(String(params.type))
          .filter((row) => row.active)
          .map(({ code, name }) => ({ code, name })),
      ),
    ),
  ];
  return { handlers, calls: items.calls };
}
