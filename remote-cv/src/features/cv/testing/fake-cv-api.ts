import {
  cvCatalogFields,
  cvCompleteness,
  cvEntryMessages,
  cvEntrySections,
  cvMessages,
  cvSectionKeys,
  type CatalogType,
  type CvEntrySection,
  type CvSection,
} from '@portal/contracts';
import { cvBodySchema } from '@portal/contracts/schemas';
import type { Cv, CvBasic } from '@portal/contracts/schemas';
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  api,
  catalogHandlers,
  bodyFieldErrors,
  fakeCatalogHas,
  fakeCatalogValue,
  fakeResource,
  fakeUniversities,
  ok,
  type FakeCall,
  validationError,
} from '@portal/shared/testing';

type Row = Record<string, unknown> & { id: number };
/** An entry with its section, as the fake keeps every section's entries in one list. */
type Stored = Row & { section: CvEntrySection };

export interface FakeCvSeed {
  basic?: CvBasic | null;
  photo_url?: string | null;
  /** Entries as the API answers them (ids are given here). */
  entries?: Partial<Record<CvEntrySection, Row[]>>;
}

/** A request body turned into the answer's shape: catalog codes become `{code, name}`, a university its reference. */
function toEntry(section: CvSection, body: Record<string, unknown>): Record<string, unknown> {
  const entry: Record<string, unknown> = { ...body };
  for (const { name, catalog } of cvCatalogFields(section)) {
    if (typeof body[name] === 'string') entry[name] = fakeCatalogValue(catalog, body[name]);
  }
  if (section === 'education-in') {
    const { id, nombre, siglas } = fakeUniversities.find((university) => university.id === body.universidad_id)!;
    delete entry.universidad_id;
    entry.universidad = { id, nombre, siglas };
  }
  return entry;
}

/** What the server would add to the contract's checks: it knows the catalogs, the universities and the other entries. */
function serverMessages(section: CvSection, body: Record<string, unknown>, others: Row[]): Record<string, string> {
  const messages = cvEntryMessages(section, body);
  if (section === 'education-in' && messages.carrera === undefined) {
    const university = fakeUniversities.find((candidate) => candidate.id === body.universidad_id);
    if (!university) messages.universidad_id ??= cvMessages.university;
    else if (!university.carreras.some((career) => career.nombre === body.carrera)) messages.carrera = cvMessages.career;
  }
  if (section === 'languages' && others.some((row) => (row.idioma as { code: string }).code === body.idioma)) {
    messages.idioma ??= cvMessages.languageRepeated;
  }
  for (const { name, catalog } of cvCatalogFields(section)) {
    const code = body[name];
    if (messages[name] === undefined && typeof code === 'string' && !fakeCatalogHas(catalog as CatalogType, code)) {
      messages[name] = 'Seleccione una opción de la lista.';
    }
  }
  return messages;
}

const asErrors = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).map(([field, text]) => [field, [text]]));

/**
 * The CV calls of API.md over an in-memory CV, for the screens' component tests: the contract's
 * rules give the same 422s as the server, completeness is computed as the server does, and
 * every change is recorded in `calls`.
 */
export function fakeCvApi(seed: FakeCvSeed = {}) {
  let nextId = 100;
  let basic: CvBasic | null = seed.basic ?? null;
  let photoUrl: string | null = seed.photo_url ?? null;
  /** The signed-in student's account, as GET /api/cv adds it for its owner. */
  const account = { email: 'maria.quishpe@estudiantes.test', dni: '1710034065' };
  const stored: Stored[] = cvEntrySections.flatMap((section) => (seed.entries?.[section] ?? []).map((row) => ({ ...row, section })));
  const view = ({ section: _section, ...row }: Stored): Row => row;
  const entriesOf = (section: CvEntrySection) => stored.filter((row) => row.section === section).map(view);
  const calls: FakeCall[] = [];

  /** The server's order (server/src/db/repositories/cv-tables.ts): dated entries latest first, the others as added. */
  const ordered = (rows: Row[]) => {
    const date = (row: Row) => String(row.fecha_inicio ?? row.fecha ?? '');
    return [...rows].sort((a, b) => date(b).localeCompare(date(a)) || (date(a) ? b.id - a.id : a.id - b.id));
  };

  const cv = (): Cv => {
    const filled = [...(basic ? (['basic'] as const) : []), ...cvEntrySections.filter((section) => entriesOf(section).length > 0)];
    return {
      basic,
      photo_url: photoUrl,
      ...(Object.fromEntries(cvEntrySections.map((section) => [cvSectionKeys[section], ordered(entriesOf(section))])) as Omit<
        Cv,
        'basic' | 'photo_url' | 'completeness' | 'account'
      >),
      completeness: cvCompleteness(filled),
      account,
    };
  };

  const sectionOf = (params: Record<string, unknown>) => params['section'] as CvEntrySection;
  const refused = (section: CvEntrySection, body: Record<string, unknown>, others: Stored[]) =>
    asErrors(serverMessages(section, body, others.map(view)));
  // Each section's entries (POST, PUT and DELETE cv/{section}): the section's contract schema
  // judges the body, then what the server knows; GET /api/cv answers them all.
  const sectionEntries = fakeResource<Stored, Record<string, unknown>, Record<string, unknown>>({
    collection: 'cv/:section',
    calls,
    rows: stored,
    nextId: () => nextId++,
    scope: (row, params) => row.section === sectionOf(params),
    view,
    notFound: 'El registro no existe.',
    list: false,
    create: {
      body: (params) => cvBodySchema(sectionOf(params)),
      refuse: (body, others, params) => refused(sectionOf(params), body, others),
      make: (body, id, params) => ({ ...toEntry(sectionOf(params), body), id, section: sectionOf(params) }),
    },
    update: {
      body: (params) => cvBodySchema(sectionOf(params)),
      refuse: (body, row, others) =>
        refused(
          row.section,
          body,
          others.filter((other) => other !== row),
        ),
      apply: (row, body) => Object.assign(row, toEntry(row.section, body)),
    },
    remove: (row, all) => {
      all.splice(all.indexOf(row), 1);
      return { message: 'Registro eliminado.', data: null };
    },
  });

  const handlers: RequestHandler[] = [
    http.get(api('cv'), () => ok(cv())),
    ...catalogHandlers,
    http.put(api('cv/basic'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', path: 'basic', body });
      const errors = bodyFieldErrors(cvBodySchema('basic'), body) ?? asErrors(serverMessages('basic', body, []));
      if (Object.keys(errors).length > 0) return validationError(errors);
      basic = { ...(toEntry('basic', body) as CvBasic), dni: account.dni, updated_at: '2026-01-01T00:00:00Z' };
      return ok(basic);
    }),
    http.put(api('cv/photo'), async ({ request }) => {
      const foto = (await request.formData()).get('foto') as File;
      calls.push({ method: 'PUT', path: 'photo', body: foto.name });
      photoUrl = `http://localhost/api/photos/${foto.name}`;
      return ok({ photo_url: photoUrl, width: 300, height: 400, updated_at: '2026-01-01T00:00:00Z' }, 'Foto guardada.');
    }),
    http.delete(api('cv/photo'), () => {
      calls.push({ method: 'DELETE', path: 'photo' });
      photoUrl = null;
      return ok(null, 'Foto eliminada.');
    }),
    ...sectionEntries.handlers,
    http.get(api('cv/pdf'), () => {
      calls.push({ method: 'GET', path: 'pdf' });
      return new HttpResponse('%PDF-1.7 fake', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="hoja-de-vida-quishpe-nunez-maria-jose.pdf"',
        },
      });
    }),
  ];
  return { handlers, calls, cv };
}
