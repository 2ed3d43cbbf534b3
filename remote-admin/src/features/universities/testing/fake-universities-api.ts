import { careerFieldMessage, foldForSearch, universityFieldMessage, universityMessages, type UniversityType } from '@portal/contracts';
import { http, type RequestHandler } from 'msw';
import { api, failure, ok, page, validationError } from '@portal/shared/testing';
import type { AdminCareer, AdminUniversity, NewUniversityBody } from '../api/universities-admin-api';

const provinces = { '17': 'Pichincha', '09': 'Guayas' } as const;
const cities = [
  { code: 'quito', name: 'Quito', provincia: '17' },
  { code: 'guayaquil', name: 'Guayaquil', provincia: '09' },
] as const;

export interface SeedUniversity {
  nombre: string;
  siglas: string;
  tipo?: UniversityType;
  place?: [provincia: '17' | '09', ciudad: 'quito' | 'guayaquil'];
  activa?: boolean;
  inUse?: boolean;
  /** [nombre, facultad, named by a CV?] */
  carreras?: Array<[string, string, boolean?]>;
}

type Row = Omit<AdminUniversity, 'carreras_total'> & { carreras: AdminCareer[] };

/**
 * The universities calls of API.md over in-memory rows, for the screen's component tests: the
 * same search, state filter, 422s (the contract's field messages), in-use rule and career
 * endpoints as the server; `calls` records what the screen sent.
 */
export function fakeUniversitiesApi(seed: SeedUniversity[]) {
  let nextId = 1;
  const place = (provincia: '17' | '09', ciudad: string) => ({
    provincia: { code: provincia, name: provinces[provincia] },
    ciudad: { code: ciudad, name: cities.find((city) => city.code === ciudad)?.name ?? ciudad },
  });
  const rows: Row[] = seed.map((university) => ({
    id: nextId++,
    nombre: university.nombre,
    siglas: university.siglas,
    tipo: university.tipo ?? 'publica',
    ...place(...(university.place ?? (['17', 'quito'] as const))),
    web: null,
    activa: university.activa ?? true,
    in_use: university.inUse ?? false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    carreras: (university.carreras ?? []).map(([nombre, facultad, inUse]) => ({
      id: nextId++,
      nombre,
      facultad,
      activa: true,
      in_use: inUse ?? false,
    })),
  }));
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const summary = ({ carreras, ...row }: Row): AdminUniversity => ({ ...row, carreras_total: carreras.length });
  const detail = (row: Row) => ({ ...summary(row), carreras: row.carreras });
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));

  const universityErrors = (body: Partial<NewUniversityBody>, exceptId?: number) => {
    const errors: Record<string, string[]> = {};
    for (const name of ['nombre', 'siglas', 'tipo', 'provincia', 'ciudad', 'web'] as const) {
      if (body[name] === undefined && exceptId !== undefined) continue;
      const message = universityFieldMessage(name, body[name] as string | null | undefined);
      if (message) errors[name] = [message];
    }
    if (body.nombre && rows.some((row) => row.id !== exceptId && foldForSearch(row.nombre) === foldForSearch(body.nombre!))) {
      errors.nombre = [universityMessages.nombreTaken];
    }
    return errors;
  };

  const handlers: RequestHandler[] = [
    http.get(api('admin/universities'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      const q = foldForSearch(search.get('q') ?? '');
      const activa = search.get('activa');
      const items = rows
        .filter((row) => foldForSearch(`${row.nombre} ${row.siglas}`).includes(q) && (activa === null || String(row.activa) === activa))
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
      return ok(page(items.map(summary), { page: Number(search.get('page') ?? 1), perPage: Number(search.get('per_page') ?? 20) }));
    }),
    http.get(api('admin/universities/:id'), ({ params }) => {
      const row = find(params.id);
      return row ? ok(detail(row)) : failure(404, universityMessages.notFound);
    }),
    http.post(api('admin/universities'), async ({ request }) => {
      const body = (await request.json()) as NewUniversityBody;
      calls.push({ method: 'POST', path: '', body });
      const errors = universityErrors(body);
      if (Object.keys(errors).length > 0) return validationError(errors);
      const row: Row = {
        id: nextId++,
        nombre: body.nombre,
        siglas: body.siglas,
        tipo: body.tipo,
        ...place(body.provincia as '17' | '09', body.ciudad),
        web: body.web ?? null,
        activa: body.activa ?? true,
        in_use: false,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
        carreras: [],
      };
      rows.push(row);
      return ok(detail(row), universityMessages.saved, 201);
    }),
    http.put(api('admin/universities/:id'), async ({ params, request }) => {
      const row = find(params.id);
      if (!row) return failure(404, universityMessages.notFound);
      const body = (await request.json()) as Partial<NewUniversityBody>;
      calls.push({ method: 'PUT', path: String(row.id), body });
      const errors = universityErrors(body, row.id);
      if (Object.keys(errors).length > 0) return validationError(errors);
      const { provincia, ciudad, ...rest } = body;
      Object.assign(row, rest, place((provincia ?? row.provincia.code) as '17' | '09', ciudad ?? row.ciudad.code));
      return ok(detail(row), universityMessages.saved);
    }),
    http.delete(api('admin/universities/:id'), ({ params }) => {
      const row = find(params.id);
      if (!row) return failure(404, universityMessages.notFound);
      calls.push({ method: 'DELETE', path: String(row.id) });
      if (row.in_use) {
        row.activa = false;
        return ok({ action: 'deactivated', university: summary(row) }, universityMessages.deactivated);
      }
      rows.splice(rows.indexOf(row), 1);
      return ok({ action: 'deleted', university: summary(row) }, universityMessages.deleted);
    }),
    http.post(api('admin/universities/:id/careers'), async ({ params, request }) => {
      const row = find(params.id);
      if (!row) return failure(404, universityMessages.notFound);
      const body = (await request.json()) as { nombre: string; facultad: string };
      calls.push({ method: 'POST', path: `${row.id}/careers`, body });
      if (row.carreras.some((career) => foldForSearch(career.nombre) === foldForSearch(body.nombre))) {
        return validationError({ nombre: [universityMessages.careerTaken] });
      }
      const career = { id: nextId++, nombre: body.nombre, facultad: body.facultad, activa: true, in_use: false };
      row.carreras.push(career);
      return ok(career, universityMessages.careerSaved, 201);
    }),
    http.put(api('admin/universities/:id/careers/:careerId'), async ({ params, request }) => {
      const career = find(params.id)?.carreras.find((item) => item.id === Number(params.careerId));
      if (!career) return failure(404, universityMessages.careerNotFound);
      const body = (await request.json()) as Partial<AdminCareer>;
      calls.push({ method: 'PUT', path: `${params.id}/careers/${career.id}`, body });
      const message = body.nombre === undefined ? null : careerFieldMessage('nombre', body.nombre);
      if (message) return validationError({ nombre: [message] });
      Object.assign(career, body);
      return ok(career, universityMessages.careerSaved);
    }),
    http.delete(api('admin/universities/:id/careers/:careerId'), ({ params }) => {
      const row = find(params.id);
      const career = row?.carreras.find((item) => item.id === Number(params.careerId));
      if (!row || !career) return failure(404, universityMessages.careerNotFound);
      calls.push({ method: 'DELETE', path: `${row.id}/careers/${career.id}` });
      if (career.in_use) {
        career.activa = false;
        return ok({ action: 'deactivated', career }, universityMessages.careerDeactivated);
      }
      row.carreras.splice(row.carreras.indexOf(career), 1);
      return ok({ action: 'deleted', career }, universityMessages.careerDeleted);
    }),
    http.get(api('catalogs/provincias'), () => ok(Object.entries(provinces).map(([code, name]) => ({ code, name })))),
    http.get(api('catalogs/ciudades'), ({ request }) => {
      const provincia = new URL(request.url).searchParams.get('provincia');
      return ok(cities.filter((city) => city.provincia === provincia));
    }),
  ];
  return { handlers, calls, rows };
}
