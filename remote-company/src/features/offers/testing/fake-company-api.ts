import {
  applicationMessages,
  applicationMoveMessage,
  canMoveApplication,
  foldForSearch,
  offerAllows,
  offerCatalogFields,
  offerFieldRules,
  offerFormMessages,
  offerMessages,
  offerStatuses,
  offerToday,
  type ApplicationStatus,
} from '@portal/contracts';
import { OfferBody } from '@portal/contracts/schemas';
import type { Applicant, CompanyDashboard, Cv, Offer } from '@portal/contracts/schemas';
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  api,
  catalogHandlers,
  fakeCatalogHas as catalogHas,
  fakeCatalogValue as catalogValue,
  failure,
  fakeResource,
  ok,
  page,
  type FakeCall,
} from '@portal/shared/testing';

type CompanyStatus = CompanyDashboard['company']['status'];

const noApplicants = { total: 0, postulado: 0, en_revision: 0, entrevista: 0, seleccionado: 0, no_seleccionado: 0 };

/** A complete offer as the API answers it; `overrides` replace fields. */
export function offerFixture(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    titulo: 'Desarrollador web junior',
    descripcion: 'Desarrollo y mantenimiento de aplicaciones web para clientes del sector financiero.',
    area: catalogValue('areas', 'tecnologia'),
    tipo_contrato: catalogValue('tipos-contrato', 'tiempo-completo'),
    modalidad: catalogValue('modalidades', 'hibrido'),
    provincia: catalogValue('provincias', '17'),
    ciudad: catalogValue('ciudades', 'quito'),
    vacantes: 2,
    salario_min: 800,
    salario_max: 1200,
    requisitos: 'Estudiante de los últimos semestres de Ingeniería en Sistemas.',
    carreras: ['Ingeniería en Sistemas'],
    experiencia: 'Sin experiencia previa',
    fecha_publicacion: null,
    fecha_cierre: '2099-01-31',
    status: 'borrador',
    applicants: noApplicants,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An application as the company's list answers it; `overrides` replace fields, `cv` its summary's. */
export function applicantFixture(overrides: Partial<Omit<Applicant, 'cv'>> & { cv?: Partial<Applicant['cv']> } = {}): Applicant {
  const { cv, ...rest } = overrides;
  return {
    id: 1,
    status: 'postulado',
    carta: null,
    created_at: '2026-03-02T15:00:00Z',
    updated_at: '2026-03-02T15:00:00Z',
    historial: [{ status: 'postulado', at: '2026-03-02T15:00:00Z' }],
    ...rest,
    cv: {
      student_id: 50,
      nombre: 'María José Quishpe Núñez',
      email: 'maria.quishpe@correo.ec',
      celular: '0991234567',
      ciudad: catalogValue('ciudades', 'quito'),
      educacion: { titulo: 'Ingeniería en Sistemas', institucion: 'Escuela Politécnica Nacional', fecha_fin: null },
      trabajo: null,
      completeness: { percent: 78, missing: ['extra', 'courses'] },
      ...cv,
    },
  };
}

export interface FakeCompanySeed {
  companyStatus?: CompanyStatus;
  offers?: Offer[];
  /** Applications by offer id. */
  applicants?: Record<number, Applicant[]>;
  /** CVs by application id. */
  cvs?: Record<number, Cv>;
}

/**
 * The company calls of API.md over in-memory offers and applications, for the screens'
 * component tests: the contract's rules give the server's 422s, publishing answers the server's
 * 403 while the company awaits approval, moves follow the pipeline; every change is in `calls`.
 */
export function fakeCompanyApi(seed: FakeCompanySeed = {}) {
  let nextId = 100;
  let companyStatus = seed.companyStatus ?? 'aprobada';
  let rejectionReason = 'Los datos del RUC no coinciden con el SRI.';
  const offers: Offer[] = structuredClone(seed.offers ?? []);
  const applicants: Record<number, Applicant[]> = structuredClone(seed.applicants ?? {});
  const calls: FakeCall[] = [];
  const find = (id: unknown) => offers.find((offer) => offer.id === Number(id));
  const newId = () => nextId++;

  /** Why the company cannot publish yet (the server's 403), and an administrator's reason for a rejection. */
  const refusal = () =>
    ({ pendiente: offerMessages.companyPending, rechazada: offerMessages.companyRejected, aprobada: null })[companyStatus];

  /** The offer a body makes of `base`, field by field of the contract's rules (a catalog code answered with its name). */
  const toOffer = (body: OfferBody, base: Offer): Offer => {
    const offer: Record<string, unknown> = { ...base };
    for (const [name, field] of Object.entries(offerFieldRules)) {
      const value = body[name as keyof OfferBody];
      if (field.kind === 'catalog') offer[name] = catalogValue(field.catalog, String(value));
      else if (field.kind === 'money') offer[name] = value ?? null;
      else if (field.kind === 'careers') offer[name] = value ?? [];
      else offer[name] = value;
    }
    return offer as Offer;
  };

  /** Once the schema has taken the body, what the service adds: the contract's verdicts with the other values, and the catalogs. */
  const messagesOf = (body: OfferBody, publishedOn: string | null) => {
    const messages = offerFormMessages(body, { publishedOn });
    for (const { name, catalog } of offerCatalogFields) {
      if (messages[name] === undefined && !catalogHas(catalog, body[name])) messages[name] = 'Seleccione una opción de la lista.';
    }
    return Object.fromEntries(Object.entries(messages).map(([field, text]) => [field, [text]]));
  };

  const offerRoutes = fakeResource<Offer, OfferBody, OfferBody>({
    collection: 'company/offers',
    callsBelow: 'company/',
    calls,
    rows: offers,
    nextId: newId,
    view: (offer) => offer,
    read: true,
    notFound: offerMessages.notFound,
    messages: { created: offerMessages.created, saved: offerMessages.saved },
    list: {
      matches: (offer, query) => {
        const q = foldForSearch(query.get('q') ?? '');
        const status = query.get('status');
        return (!status || offer.status === status) && (!q || foldForSearch(`${offer.titulo} ${offer.descripcion}`).includes(q));
      },
      order: (a, b) => b.id - a.id,
    },
    create: { body: OfferBody, refuse: (body) => messagesOf(body, null), make: (body, id) => toOffer(body, offerFixture({ id })) },
    update: {
      body: OfferBody,
      refuse: (body, offer) => messagesOf(body, offer.fecha_publicacion),
      apply: (offer, body) => Object.assign(offer, toOffer(body, offer)),
    },
    remove: (offer, all) => {
      all.splice(all.indexOf(offer), 1);
      return { message: offerMessages.deleted, data: null };
    },
  });

  const dashboard = (): CompanyDashboard => {
    const all = Object.values(applicants).flat();
    return {
      role: 'company',
      company: {
        empresa: 'Andes Software S.A.',
        status: companyStatus,
        motivo_rechazo: companyStatus === 'rechazada' ? rejectionReason : null,
        reviewed_at: companyStatus === 'pendiente' ? null : '2026-03-01T15:00:00.000Z',
      },
      offers_by_status: offerStatuses.map((status) => ({ status, total: offers.filter((offer) => offer.status === status).length })),
      applicants: { total: all.length, recent: all.length, unreviewed: all.filter((a) => a.status === 'postulado').length, recent_days: 7 },
    };
  };

  const handlers: RequestHandler[] = [
    ...catalogHandlers,
    http.get(api('dashboard'), () => ok(dashboard())),
    ...offerRoutes.handlers,
    http.post(api('company/offers/:id/:action'), ({ params }) => {
      const offer = find(params.id);
      if (!offer) return failure(404, offerMessages.notFound);
      const action = params.action as 'publish' | 'close' | 'duplicate';
      calls.push({ method: 'POST', path: `offers/${offer.id}/${action}` });
      if (action === 'duplicate') {
        const copy = { ...offer, id: newId(), titulo: `${offer.titulo} (copia)`, status: 'borrador' as const, applicants: noApplicants };
        offers.push(copy);
        return ok(copy, offerMessages.duplicated, 201);
      }
      if (action === 'publish' && refusal()) {
        return HttpResponse.json(
          { message: refusal(), code: `company_${companyStatus === 'rechazada' ? 'rejected' : 'pending'}` },
          { status: 403 },
        );
      }
      if (!offerAllows(action, offer.status))
        return failure(409, action === 'publish' ? offerMessages.cannotPublish : offerMessages.cannotClose);
      Object.assign(offer, action === 'publish' ? { status: 'publicada', fecha_publicacion: offerToday() } : { status: 'cerrada' });
      return ok(offer, action === 'publish' ? offerMessages.published : offerMessages.closed);
    }),
    http.get(api('company/offers/:id/applications'), ({ params, request }) => {
      if (!find(params.id)) return failure(404, offerMessages.notFound);
      const search = new URL(request.url).searchParams;
      const status = search.get('status');
      const rows = (applicants[Number(params.id)] ?? []).filter((row) => !status || row.status === status);
      return ok(page(rows, { page: Number(search.get('page') ?? 1), perPage: Number(search.get('per_page') ?? 20) }));
    }),
    http.get(api('company/offers/:id/applications.csv'), ({ params, request }) => {
      const status = new URL(request.url).searchParams.get('status');
      calls.push({ method: 'GET', path: `offers/${String(params.id)}/applications.csv${status ? `?status=${status}` : ''}` });
      return new HttpResponse('\uFEFFNombre;Correo\r\nMaría José Quishpe Núñez;maria.quishpe@correo.ec\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="postulantes-oferta-${String(params.id)}.csv"`,
        },
      });
    }),
    http.patch(api('company/applications/:id'), async ({ params, request }) => {
      const row = Object.values(applicants)
        .flat()
        .find((candidate) => candidate.id === Number(params.id));
      if (!row) return failure(404, applicationMessages.notFound);
      const { status } = (await request.json()) as { status: ApplicationStatus };
      calls.push({ method: 'PATCH', path: `applications/${row.id}`, body: { status } });
      if (!canMoveApplication(row.status, status)) return failure(409, applicationMoveMessage(row.status, status));
      row.status = status;
      return ok(row, applicationMessages.moved);
    }),
    http.get(api('company/applications/:id/cv'), ({ params }) => {
      const cv = seed.cvs?.[Number(params.id)];
      return cv ? ok(cv) : failure(404, applicationMessages.notFound);
    }),
    http.get(api('company/applications/:id/cv.pdf'), ({ params }) => {
      calls.push({ method: 'GET', path: `applications/${String(params.id)}/cv.pdf` });
      return new HttpResponse('%PDF-1.7 fake', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="hoja-de-vida-quishpe-nunez-maria-jose.pdf"',
        },
      });
    }),
  ];
  /** What an administrator's review does on the server. */
  const review = (status: CompanyStatus, reason = rejectionReason) => {
    companyStatus = status;
    rejectionReason = reason;
  };
  return { handlers, calls, offers, applicants, review };
}
