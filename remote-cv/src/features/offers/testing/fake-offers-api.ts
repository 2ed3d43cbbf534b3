import { applicationMessages, foldAccents, type ApplicationStatus } from '@portal/contracts';
import { ApplyBody } from '@portal/contracts/schemas';
import type { Application, PublicOffer } from '@portal/contracts/schemas';
import { http, type RequestHandler } from 'msw';
import { api, bodyFieldErrors, failure, ok, page, validationError, fakeCatalogValue } from '@portal/shared/testing';

type Call = { method: string; path: string; params?: Record<string, string>; body?: unknown };

/** An open offer as `GET /api/offers/{id}` answers it; `overrides` change any field. */
export function fakeOffer(id: number, overrides: Partial<PublicOffer> = {}): PublicOffer {
  return {
    id,
    titulo: `Oferta ${id}`,
    area: fakeCatalogValue('areas', 'administracion'),
    tipo_contrato: fakeCatalogValue('tipos-contrato', 'tiempo-completo'),
    modalidad: fakeCatalogValue('modalidades', 'presencial'),
    provincia: fakeCatalogValue('provincias', '17'),
    ciudad: fakeCatalogValue('ciudades', 'quito'),
    vacantes: 1,
    salario_min: null,
    salario_max: null,
    fecha_publicacion: '2026-03-01',
    fecha_cierre: '2026-04-15',
    descripcion: 'Una descripción de la oferta con lo que hará la persona elegida.',
    requisitos: 'Estudiante de los últimos semestres.',
    carreras: [],
    experiencia: 'Sin experiencia',
    status: 'publicada',
    empresa: { nombre: 'Andes Digital S.A.', descripcion: 'Empresa de software de Quito.', web: null },
    applied: false,
    ...overrides,
  };
}

/** Lower case without accents, as the server's search compares words. */

export interface FakeOffersSeed {
  offers?: PublicOffer[];
  /** Applications as `GET /api/applications` answers them, newest first. */
  applications?: Application[];
  /** The CV lacks its basic section: applying answers 422 on `cv`. */
  cvWithoutBasic?: boolean;
}

/** An application of the student to `offer`, in `status`. */
export function fakeApplication(id: number, offer: PublicOffer, status: ApplicationStatus = 'postulado'): Application {
  return {
    id,
    status,
    carta: null,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    historial: [
      { status: 'postulado', at: '2026-03-02T15:00:00.000Z' },
      ...(status === 'postulado' ? [] : [{ status, at: '2026-03-02T15:00:00.000Z' }]),
    ],
    offer: {
      id: offer.id,
      titulo: offer.titulo,
      empresa: offer.empresa.nombre,
      modalidad: offer.modalidad,
      ciudad: offer.ciudad,
      status: offer.status,
      fecha_cierre: offer.fecha_cierre,
    },
  };
}

/**
 * The offers and applications calls over an in-memory list, as the server answers them: the
 * search matches words accent- and case-insensitively in the title, description and company and
 * filters by code; applying checks the letter with the contract's rule, refuses a second time
 * (409) and a CV without its basic section (422 on `cv`). `calls` records what was sent.
 */
export function fakeOffersApi({ offers = [], applications = [], cvWithoutBasic = false }: FakeOffersSeed = {}) {
  const calls: Call[] = [];
  const mine = [...applications];
  let nextId = 1000;
  const applied = (offerId: number) => mine.some((application) => application.offer.id === offerId);
  const card = (offer: PublicOffer) => ({
    ...offer,
    empresa: offer.empresa.nombre,
    resumen: offer.descripcion.slice(0, 80),
    applied: applied(offer.id),
  });

  const handlers: RequestHandler[] = [
    http.get(api('offers'), ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      calls.push({ method: 'GET', path: 'offers', params });
      const words = foldAccents(params.q ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const found = offers.filter(
        (offer) =>
          words.every((word) => foldAccents(`${offer.titulo} ${offer.descripcion} ${offer.empresa.nombre}`).includes(word)) &&
          (['provincia', 'modalidad', 'tipo_contrato', 'area'] as const).every(
            (name) => !params[name] || offer[name].code === params[name],
          ) &&
          (!params.carrera || offer.carreras.length === 0 || offer.carreras.includes(params.carrera)),
      );
      return ok(page(found.map(card), { page: Number(params.page ?? 1), perPage: Number(params.per_page ?? 20) }));
    }),
    http.get(api('offers/:id'), ({ params }) => {
      const offer = offers.find((candidate) => candidate.id === Number(params.id));
      return offer ? ok({ ...offer, applied: applied(offer.id) }) : failure(404, 'La oferta no existe.');
    }),
    http.post(api('offers/:id/applications'), async ({ params, request }) => {
      const body = (await request.json()) as { carta?: string | null };
      const offer = offers.find((candidate) => candidate.id === Number(params.id));
      calls.push({ method: 'POST', path: `offers/${params.id}/applications`, body });
      if (!offer) return failure(404, 'La oferta no existe.');
      // The route's schema first (the cover letter's rule), as the server judges the body.
      const refused = bodyFieldErrors(ApplyBody, body);
      if (refused) return validationError(refused);
      if (cvWithoutBasic) return validationError({ cv: [applicationMessages.cvMissing] });
      if (applied(offer.id)) return failure(409, applicationMessages.alreadyApplied);
      const application = { ...fakeApplication(nextId++, offer), carta: body.carta ?? null };
      mine.unshift(application);
      return ok(application, applicationMessages.applied, 201);
    }),
    http.get(api('applications'), ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      calls.push({ method: 'GET', path: 'applications', params });
      const listed = mine.filter((application) => !params.status || application.status === params.status);
      return ok(page(listed, { page: Number(params.page ?? 1), perPage: Number(params.per_page ?? 20) }));
    }),
    http.delete(api('applications/:id'), ({ params }) => {
      const index = mine.findIndex((application) => application.id === Number(params.id));
      calls.push({ method: 'DELETE', path: `applications/${params.id}` });
      if (index < 0) return failure(404, applicationMessages.notFound);
      if (mine[index]!.status !== 'postulado') return failure(409, applicationMessages.cannotWithdraw);
      mine.splice(index, 1);
      return ok(null, applicationMessages.withdrawn);
    }),
  ];

  /** What a company's move does on the server (the screen learns of it by a notification). */
  const moveApplication = (id: number, status: ApplicationStatus) => {
    const application = mine.find((candidate) => candidate.id === id);
    if (!application) throw new Error(`fake offers: no application ${id}`);
    // As the server keeps it: a new object (the screen's cache may hold the old one).
    Object.assign(application, { status, historial: [...application.historial, { status, at: '2026-03-05T10:00:00.000Z' }] });
  };
  /** An application made elsewhere (another tab): the server has it, the screen does not know yet. */
  const addApplication = (application: Application) => mine.unshift(application);
  return { handlers, calls, moveApplication, addApplication };
}
