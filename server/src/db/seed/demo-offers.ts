import { offerToday, shiftDate } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { insertApplication } from '../repositories/applications.ts';
import { catalogItemNames } from '../repositories/catalogs.ts';
import { findCompanyProfile } from '../repositories/company-profiles.ts';
import { insertOffer, type OfferValues, replaceOfferCareers } from '../repositories/offers.ts';
import { findUserIdByEmail } from '../repositories/users.ts';
import type { Database, OfferStatus } from '../types.ts';

/** An offer as the form holds it, with its salary as a range, its status and its dates in days from today. */
type DemoOffer = Omit<OfferValues, 'salario_min' | 'salario_max' | 'fecha_cierre'> & {
  salario: [number, number] | null;
  status: OfferStatus;
  /** Days from today: publication (null for a draft) and closing. */
  publicado: number | null;
  cierre: number;
};

/** The demo company's offers: two open, one draft, one closed (documented in the README). */
const demoOffers: DemoOffer[] = [
  {
    titulo: 'Desarrollador web junior',
    descripcion:
      'Únase al equipo que desarrolla la plataforma de facturación electrónica de nuestros clientes. Trabajará con React, Node.js y PostgreSQL, con revisiones de código y mentoría diaria.',
    area: 'tecnologia',
    tipo_contrato: 'tiempo-completo',
    modalidad: 'hibrido',
    provincia: '17',
    ciudad: 'quito',
    vacantes: 2,
    salario: [900, 1200],
    requisitos:
      'Estudiante de los últimos semestres o recién graduado de Ingeniería en Sistemas, Software o afines. Conocimientos de JavaScript y SQL.',
    carreras: ['Computación', 'Software'],
    experiencia: 'Sin experiencia; se valoran proyectos personales',
    status: 'publicada',
    publicado: -5,
    cierre: 25,
  },
  {
    titulo: 'Pasante de soporte técnico',
    descripcion:
      'Brindará soporte a los usuarios de nuestros clientes en Guayaquil: instalación de equipos, atención de incidencias y documentación en la mesa de ayuda.',
    area: 'tecnologia',
    tipo_contrato: 'pasantia',
    modalidad: 'presencial',
    provincia: '09',
    ciudad: 'guayaquil',
    vacantes: 1,
    salario: [460, 460],
    requisitos: 'Estudiante de Tecnologías de la Información con disponibilidad de medio tiempo por seis meses.',
    carreras: [],
    experiencia: 'Sin experiencia',
    status: 'publicada',
    publicado: -2,
    cierre: 40,
  },
  {
    titulo: 'Analista de datos',
    descripcion:
      'Construirá tableros e informes para el área comercial a partir de los datos de ventas, y automatizará su actualización semanal.',
    area: 'tecnologia',
    tipo_contrato: 'tiempo-completo',
    modalidad: 'remoto',
    provincia: '17',
    ciudad: 'quito',
    vacantes: 1,
    salario: null,
    requisitos: 'Manejo de SQL y de una herramienta de visualización (Power BI o similar). Inglés intermedio.',
    carreras: ['Computación', 'Economía'],
    experiencia: 'Un año en análisis de datos',
    status: 'borrador',
    publicado: null,
    cierre: 30,
  },
  {
    titulo: 'Asistente de marketing digital',
    descripcion: 'Apoyó la gestión de redes sociales y campañas pagadas de la empresa durante el lanzamiento de un nuevo servicio.',
    area: 'marketing',
    tipo_contrato: 'medio-tiempo',
    modalidad: 'hibrido',
    provincia: '17',
    ciudad: 'quito',
    vacantes: 1,
    salario: [500, 650],
    requisitos: 'Estudiante de Marketing o Comunicación con manejo de redes sociales.',
    carreras: [],
    experiencia: 'Sin experiencia',
    status: 'cerrada',
    publicado: -40,
    cierre: 10,
  },
];

/**
 * Adds the demo company's offers and the demo student's application to its first one, when
 * the demo company has no offers yet (an idempotent seed: run it twice, nothing doubles).
 */
export async function seedDemoOffers(db: Kysely<Database>, emails: { company: string; student: string }): Promise<number> {
  const companyId = await findUserIdByEmail(db, emails.company);
  const company = companyId === undefined ? undefined : await findCompanyProfile(db, companyId);
  if (!company) return 0;
  const existing = await db.selectFrom('offers').select('id').where('company_id', '=', company.user_id).executeTakeFirst();
  if (existing) return 0;

  const today = offerToday();
  const now = isoNow();
  const areas = await catalogItemNames(
    db,
    demoOffers.map((offer) => ({ type: 'areas', code: offer.area })),
  );
  const studentId = await findUserIdByEmail(db, emails.student);
  await db.transaction().execute(async (trx) => {
    for (const [index, offer] of demoOffers.entries()) {
      const id = await insertOffer(trx, {
        company_id: company.user_id,
        titulo: offer.titulo,
        descripcion: offer.descripcion,
        area: offer.area,
        area_nombre: areas.get('areas')?.get(offer.area) ?? offer.area,
        empresa_nombre: company.empresa,
        tipo_contrato: offer.tipo_contrato,
        modalidad: offer.modalidad,
        provincia: offer.provincia,
        ciudad: offer.ciudad,
        vacantes: offer.vacantes,
        salario_min: offer.salario?.[0] ?? null,
        salario_max: offer.salario?.[1] ?? null,
        requisitos: offer.requisitos,
        experiencia: offer.experiencia,
        status: offer.status,
        fecha_publicacion: offer.publicado === null ? null : shiftDate(today, { days: offer.publicado }),
        fecha_cierre: shiftDate(today, { days: offer.cierre }),
        created_at: now,
        updated_at: now,
      });
      await replaceOfferCareers(trx, id, offer.carreras);
      if (index === 0 && studentId !== undefined) {
        await insertApplication(trx, {
          offer_id: id,
          student_id: studentId,
          carta: 'Me interesa el desarrollo web y quiero aprender con su equipo. Adjunto mi hoja de vida.',
          now,
        });
      }
    }
  });
  return demoOffers.length;
}
