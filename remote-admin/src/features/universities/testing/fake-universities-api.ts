import { foldForSearch, universityMessages, type UniversityType } from '@portal/contracts';
import { CareerChangesBody, NewCareerBody, NewUniversityBody, UniversityChangesBody } from '@portal/contracts/schemas';
import { http, type RequestHandler } from 'msw';
import { api, fakeResource, ok, type FakeCall } from '@portal/shared/testing';
import type { AdminCareer, AdminUniversity } from '../api/universities-admin-api';

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

type Row = Omit<AdminUniversity, 'carreras_total'>;
type Career = AdminCareer & { universityId: number };
type Body = NewUniversityBody;

const place = (provincia: string, ciudad: string) => ({
  provincia: { code: provincia, name: provinces[provincia as keyof typeof provinces] ?? provincia },
  ciudad: { code: ciudad, name: cities.find((city) => city.code === ciudad)?.name ?? ciudad },
});

/**
 * The universities calls of API.md over in-memory rows, for the screen's component tests:
 * bodies judged by the contract's schemas, then the service's rules (a name taken, folded as the
 * server folds it; the in-use rule); the same search, state filter and career endpoints as the
 * server. `calls` records what the screen sent.
 */
export function fakeUniversitiesApi(seed: SeedUniversity[]) {
  const rows: Row[] = seed.map((university, index) => ({
    id: index + 1,
    nombre: university.nombre,
    siglas: university.siglas,
    tipo: university.tipo ?? 'publica',
    ...place(...(university.place ?? (['17', 'quito'] as const))),
    web: null,
    activa: university.activa ?? true,
    in_use: university.inUse ?? false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  }));
  const careers: Career[] = seed.flatMap((university, index) =>
    (university.carreras ?? []).map(([nombre, facultad, inUse]) => ({
      universityId: index + 1,
      id: 0,
      nombre,
      facultad,
      activa: true,
      in_use: inUse ?? false,
    })),
  );
  careers.forEach((career, index) => (career.id = index + 1));
  const careersOf = (row: Row) => careers.filter((career) => career.universityId === row.id).map(careerView);
  const careerView = ({ universityId: _universityId, ...career }: Career): AdminCareer => career;
  const summary = (row: Row): AdminUniversity => ({ ...row, carreras_total: careersOf(row).length });
  const nameTaken = (nombre: string | undefined, exceptId?: number) =>
    nombre !== undefined && rows.some((row) => row.id !== exceptId && foldForSearch(row.nombre) === foldForSearch(nombre))
      ? { nombre: [universityMessages.nombreTaken] }
      : null;

  // One record of both resources' calls, in the order the screen made them.
  const calls: FakeCall[] = [];
  const universities = fakeResource<Row, Body, Partial<Body>>({
    collection: 'admin/universities',
    calls,
    rows,
    view: summary,
    detail: (row) => ({ ...summary(row), carreras: careersOf(row) }),
    read: true,
    notFound: universityMessages.notFound,
    messages: { created: universityMessages.saved, saved: universityMessages.saved },
    list: {
      matches: (row, query) => {
        const activa = query.get('activa');
        return (
          foldForSearch(`${row.nombre} ${row.siglas}`).includes(foldForSearch(query.get('q') ?? '')) &&
          (activa === null || String(row.activa) === activa)
        );
      },
      order: (a, b) => a.nombre.localeCompare(b.nombre, 'es'),
    },
    create: {
      body: NewUniversityBody,
      refuse: (body) => nameTaken(body.nombre),
      make: (body, id) => ({
        id,
        nombre: body.nombre,
        siglas: body.siglas,
        tipo: body.tipo,
        ...place(body.provincia, body.ciudad),
        web: body.web ?? null,
        activa: body.activa ?? true,
        in_use: false,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      }),
    },
    update: {
      body: UniversityChangesBody,
      refuse: (body, row) => nameTaken(body.nombre, row.id),
      apply: (row, { provincia, ciudad, ...rest }) =>
        Object.assign(row, rest, place(provincia ?? row.provincia.code, ciudad ?? row.ciudad.code)),
    },
    remove: (row, all) => {
      if (row.in_use) {
        row.activa = false;
        return { message: universityMessages.deactivated, data: { action: 'deactivated', university: summary(row) } };
      }
      all.splice(all.indexOf(row), 1);
      return { message: universityMessages.deleted, data: { action: 'deleted', university: summary(row) } };
    },
  });

  const universityCareers = fakeResource<Career, NewCareerBody, Partial<AdminCareer>>({
    collection: 'admin/universities/:id/careers',
    idParam: 'careerId',
    calls,
    rows: careers,
    scope: (career, params) => career.universityId === Number(params['id']),
    view: careerView,
    notFound: universityMessages.careerNotFound,
    messages: { created: universityMessages.careerSaved, saved: universityMessages.careerSaved },
    create: {
      body: NewCareerBody,
      refuse: (body, others) =>
        others.some((career) => foldForSearch(career.nombre) === foldForSearch(body.nombre))
          ? { nombre: [universityMessages.careerTaken] }
          : null,
      make: (body, id, params) => ({
        universityId: Number(params['id']),
        id,
        nombre: body.nombre,
        facultad: body.facultad,
        activa: true,
        in_use: false,
      }),
    },
    update: { body: CareerChangesBody },
    remove: (career, all) => {
      if (career.in_use) {
        career.activa = false;
        return { message: universityMessages.careerDeactivated, data: { action: 'deactivated', career: careerView(career) } };
      }
      all.splice(all.indexOf(career), 1);
      return { message: universityMessages.careerDeleted, data: { action: 'deleted', career: careerView(career) } };
    },
  });

  const handlers: RequestHandler[] = [
    ...universities.handlers,
    ...universityCareers.handlers,
    http.get(api('catalogs/provincias'), () => ok(Object.entries(provinces).map(([code, name]) => ({ code, name })))),
    http.get(api('catalogs/ciudades'), ({ request }) => {
      const provincia = new URL(request.url).searchParams.get('provincia');
      return ok(cities.filter((city) => city.provincia === provincia));
    }),
  ];
  return { handlers, calls, rows };
}
