import { foldForSearch, offerToday, shiftDate } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { hashPassword } from '../src/auth/passwords.ts';
import { isoNow } from '../src/lib/time.ts';
import type { Database, NewOffer, OfferStatus } from '../src/db/types.ts';

/**
 * A realistic body of offers for the search bench: Spanish titles and descriptions from the
 * portal's areas, many companies, cities of several provinces, every status. Deterministic
 * (seeded), so two runs measure the same data.
 */

/** mulberry32: a small seeded generator, enough to pick words. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Titles and what the job does, per area code of the seeded catalog. */
const areaJobs: Record<string, { name: string; titles: string[]; tasks: string[] }> = {
  tecnologia: {
    name: 'Tecnología de la información',
    titles: [
      'Desarrollador web',
      'Analista de sistemas',
      'Técnico de soporte',
      'Ingeniero de datos',
      'Administrador de bases de datos',
      'Desarrollador móvil',
    ],
    tasks: [
      'desarrollo de aplicaciones web con React y Node.js',
      'soporte técnico a usuarios y mantenimiento de equipos',
      'modelado de datos y reportes en SQL',
      'automatización de pruebas y despliegues en la nube',
    ],
  },
  administracion: {
    name: 'Administración',
    titles: ['Asistente administrativo', 'Coordinador de operaciones', 'Auxiliar de oficina', 'Analista de procesos'],
    tasks: [
      'gestión de documentos, compras e inventarios',
      'seguimiento de indicadores y mejora de procesos',
      'atención a proveedores y control de caja chica',
    ],
  },
  contabilidad: {
    name: 'Contabilidad y finanzas',
    titles: ['Contador junior', 'Asistente contable', 'Analista financiero', 'Auxiliar de tesorería'],
    tasks: [
      'registro de facturas y conciliaciones bancarias',
      'declaraciones tributarias ante el SRI',
      'elaboración de estados financieros y presupuestos',
    ],
  },
  marketing: {
    name: 'Marketing y ventas',
    titles: ['Ejecutivo de ventas', 'Analista de marketing digital', 'Community manager', 'Asesor comercial'],
    tasks: [
      'gestión de redes sociales y campañas pagadas',
      'visitas a clientes y cierre de ventas',
      'estudios de mercado y posicionamiento de marca',
    ],
  },
  'recursos-humanos': {
    name: 'Recursos humanos',
    titles: ['Analista de talento humano', 'Asistente de nómina', 'Reclutador'],
    tasks: ['procesos de selección y entrevistas', 'cálculo de nómina y afiliaciones al IESS', 'planes de capacitación y clima laboral'],
  },
  salud: {
    name: 'Salud',
    titles: ['Enfermera de cuidados intensivos', 'Auxiliar de farmacia', 'Nutricionista', 'Fisioterapeuta'],
    tasks: [
      'atención de pacientes en turnos rotativos',
      'dispensación de medicamentos y control de inventario',
      'evaluación nutricional y planes de alimentación',
    ],
  },
  educacion: {
    name: 'Educación',
    titles: ['Docente de matemáticas', 'Tutor de inglés', 'Asistente pedagógico'],
    tasks: ['planificación de clases y evaluación de estudiantes', 'tutorías personalizadas y material didáctico'],
  },
  'ingenieria-civil': {
    name: 'Ingeniería civil',
    titles: ['Residente de obra', 'Ingeniero civil junior', 'Dibujante técnico'],
    tasks: [
      'supervisión de obras y control de materiales',
      'cálculo estructural y planos en AutoCAD',
      'presupuestos y cronogramas de construcción',
    ],
  },
  'ingenieria-industrial': {
    name: 'Ingeniería industrial',
    titles: ['Supervisor de producción', 'Analista de calidad', 'Jefe de planta'],
    tasks: [
      'control de calidad en líneas de producción',
      'mejora continua con Lean y Six Sigma',
      'planificación de la producción y mantenimiento',
    ],
  },
  derecho: {
    name: 'Derecho',
    titles: ['Asistente legal', 'Abogado junior', 'Procurador judicial'],
    tasks: ['redacción de contratos y escritos judiciales', 'seguimiento de procesos en la Función Judicial'],
  },
  comunicacion: {
    name: 'Comunicación y periodismo',
    titles: ['Redactor de contenidos', 'Periodista', 'Productor audiovisual'],
    tasks: ['redacción de notas de prensa y contenidos web', 'producción y edición de video'],
  },
  diseno: {
    name: 'Diseño',
    titles: ['Diseñador gráfico', 'Diseñador UX/UI', 'Ilustrador'],
    tasks: ['diseño de piezas gráficas para campañas', 'prototipos e investigación con usuarios'],
  },
  agropecuaria: {
    name: 'Agropecuaria y veterinaria',
    titles: ['Técnico agrícola', 'Médico veterinario', 'Asistente de campo'],
    tasks: ['asistencia técnica a productores de cacao y banano', 'control sanitario de ganado'],
  },
  turismo: {
    name: 'Turismo y hotelería',
    titles: ['Recepcionista de hotel', 'Guía turístico bilingüe', 'Agente de viajes'],
    tasks: ['atención a huéspedes y reservas', 'guianza en Galápagos y la Amazonía'],
  },
  logistica: {
    name: 'Logística y transporte',
    titles: ['Auxiliar de bodega', 'Coordinador logístico', 'Analista de importaciones'],
    tasks: ['recepción y despacho de mercadería', 'trámites de aduana e importaciones', 'planificación de rutas de distribución'],
  },
  'atencion-al-cliente': {
    name: 'Atención al cliente',
    titles: ['Agente de call center', 'Asesor de servicio al cliente', 'Cajero'],
    tasks: ['atención telefónica y por chat', 'resolución de reclamos y seguimiento de casos'],
  },
};

const places: Array<[string, string]> = [
  ['17', 'quito'],
  ['17', 'sangolqui'],
  ['09', 'guayaquil'],
  ['09', 'duran'],
  ['01', 'cuenca'],
  ['18', 'ambato'],
  ['13', 'manta'],
  ['13', 'portoviejo'],
  ['11', 'loja'],
  ['07', 'machala'],
  ['10', 'ibarra'],
  ['06', 'riobamba'],
];
const contractTypes = ['tiempo-completo', 'medio-tiempo', 'pasantia', 'practicas'];
const modes = ['presencial', 'remoto', 'hibrido'];
export const benchCareers = [
  'Ingeniería en Sistemas',
  'Software',
  'Contabilidad y Auditoría',
  'Administración de Empresas',
  'Enfermería',
  'Medicina',
  'Derecho',
  'Ingeniería Civil',
  'Mercadotecnia',
  'Diseño Gráfico',
  'Turismo',
  'Economía',
];
const companyWords = [
  [
    'Andes',
    'Pacífico',
    'Cóndor',
    'Galápagos',
    'Chimborazo',
    'Amazonía',
    'Cotopaxi',
    'Sierra',
    'Manglar',
    'Equinoccio',
    'Tungurahua',
    'Quitumbe',
  ],
  ['Tecnología', 'Consultores', 'Servicios', 'Alimentos', 'Logística', 'Salud', 'Constructora', 'Comercial', 'Educación', 'Finanzas'],
  ['S.A.', 'Cía. Ltda.', 'S.A.S.'],
];
const benefits = [
  'Ofrecemos estabilidad laboral y capacitación continua.',
  'Beneficios de ley y seguro médico privado.',
  'Horario flexible y buen ambiente de trabajo.',
];
const requirements = [
  'Estudiante de los últimos semestres o recién graduado.',
  'Manejo de herramientas ofimáticas e inglés intermedio.',
  'Disponibilidad para trabajar en equipo y bajo presión.',
  'Licencia de conducir tipo B (deseable).',
];

/** Companies with approved profiles; returns their ids and names. */
export async function seedBenchCompanies(db: Kysely<Database>, count: number, random: Random) {
  const passwordHash = await hashPassword('Bench.Empresa.2026');
  const now = isoNow();
  const companies: Array<{ id: number; empresa: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const empresa = `${pick(random, companyWords[0]!)} ${pick(random, companyWords[1]!)} ${index + 1} ${pick(random, companyWords[2]!)}`;
    const ruc = `17${String(90_000_000 + index).padStart(8, '0')}001`.slice(0, 13);
    const { id_us: id } = await db
      .insertInto('users')
      .values({
        name_us: empresa,
        email: `empresa${index + 1}@bench.test`,
        dni: ruc,
        dni_type: 'ruc',
        password_hash: passwordHash,
        role_id: 2,
        status: 'activo',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id_us')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('company_profiles')
      .values({
        user_id: id,
        ruc,
        empresa,
        descripcion: 'Empresa ecuatoriana de referencia para la prueba de búsqueda.',
        representante: 'Ana Pérez',
        pais: 'EC',
        provincia: '17',
        ciudad: 'quito',
        telefono: '022345678',
        web: null,
        cargo: 'Gerente',
        telcontacto: '0991234567',
        nomcontacto: 'Luis Mora',
        status: 'aprobada',
        reviewed_by: null,
        reviewed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    companies.push({ id, empresa });
  }
  return companies;
}

/** `count` offers spread over the companies: most published and open, some expired, closed or drafts. */
export async function seedBenchOffers(
  db: Kysely<Database>,
  companies: ReadonlyArray<{ id: number; empresa: string }>,
  count: number,
  random: Random,
): Promise<void> {
  const today = offerToday();
  const now = isoNow();
  const areas = Object.entries(areaJobs);
  const BATCH = 250;
  for (let start = 0; start < count; start += BATCH) {
    const rows: NewOffer[] = [];
    const careers: string[][] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      const [area, jobs] = pick(random, areas);
      const company = pick(random, companies);
      const [provincia, ciudad] = pick(random, places);
      const roll = random();
      const status: OfferStatus = roll < 0.05 ? 'borrador' : roll < 0.1 ? 'cerrada' : 'publicada';
      const published = shiftDate(today, { days: -Math.floor(random() * 80) });
      // About one published offer in ten has let its closing date pass (read as expired).
      const closing = shiftDate(published, { days: 1 + Math.floor(random() * 89) });
      const salary = 450 + Math.floor(random() * 30) * 50;
      rows.push({
        company_id: company.id,
        titulo: `${pick(random, jobs.titles)}${random() < 0.3 ? ' junior' : ''}`,
        descripcion: `${company.empresa} busca personal para ${pick(random, jobs.tasks)} y ${pick(random, jobs.tasks)}. ${pick(random, benefits)}`,
        area,
        area_nombre: jobs.name,
        empresa_nombre: company.empresa,
        tipo_contrato: pick(random, contractTypes),
        modalidad: pick(random, modes),
        provincia,
        ciudad,
        vacantes: 1 + Math.floor(random() * 5),
        salario_min: random() < 0.7 ? salary : null,
        salario_max: random() < 0.7 ? salary + 300 : null,
        requisitos: `${pick(random, requirements)} ${pick(random, requirements)}`,
        experiencia: random() < 0.5 ? 'Sin experiencia' : `${1 + Math.floor(random() * 3)} años en cargos similares`,
        status,
        fecha_publicacion: status === 'borrador' ? null : published,
        fecha_cierre: closing,
        created_at: now,
        updated_at: now,
      });
      careers.push(
        random() < 0.4 ? [] : [pick(random, benchCareers), pick(random, benchCareers)].filter((v, i, all) => all.indexOf(v) === i),
      );
    }
    const ids = await db.insertInto('offers').values(rows).returning('id').execute();
    const careerRows = ids.flatMap(({ id }, index) =>
      careers[index]!.map((nombre, position) => ({ offer_id: id, position, nombre, nombre_clave: foldForSearch(nombre) })),
    );
    if (careerRows.length > 0) await db.insertInto('offer_careers').values(careerRows).execute();
  }
}

const STUDENT_BATCH = 500;

/** `count` verified, active students (`Estudiante N`, `estudianteN@bench.test`), inserted in batches; their ids. */
export async function seedBenchStudents(db: Kysely<Database>, count: number): Promise<number[]> {
  const now = isoNow();
  const ids: number[] = [];
  for (let start = 0; start < count; start += STUDENT_BATCH) {
    const rows = Array.from({ length: Math.min(STUDENT_BATCH, count - start) }, (_, offset) => ({
      name_us: `Estudiante ${start + offset}`,
      email: `estudiante${start + offset}@bench.test`,
      dni: `P${String(start + offset).padStart(9, '0')}`,
      dni_type: 'pasaporte' as const,
      password_hash: 'x',
      role_id: 3,
      status: 'activo' as const,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    }));
    ids.push(...(await db.insertInto('users').values(rows).returning('id_us').execute()).map((row) => row.id_us));
  }
  return ids;
}
