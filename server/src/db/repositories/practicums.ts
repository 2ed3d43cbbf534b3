import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { ConvenioEstado, HoraEstado, PracticaEstado } from '@portal/contracts';
import { containsIgnoringCase } from '../like.ts';
import { lockable, type ReadOptions } from '../lock.ts';
import { paginate, type PageRequest } from '../paginate.ts';
import type { ConvenioRow, Database, HoraRow, NewPractica, PracticaRow, PracticaUpdate } from '../types.ts';

/* ---------- convenios ---------- */

export interface ConvenioFilter {
  companyId?: number;
  estado?: ConvenioEstado;
  q?: string;
  today: string;
}

export function convenioRows(db: Kysely<Database>) {
  return db
    .selectFrom('convenios')
    .innerJoin('company_profiles', 'company_profiles.user_id', 'convenios.company_id')
    .selectAll('convenios')
    .select('company_profiles.empresa');
}
export type ConvenioListRow = ConvenioRow & { empresa: string };

export function pageConvenios(db: Kysely<Database>, filter: ConvenioFilter, page: PageRequest) {
  let query = convenioRows(db);
  if (filter.companyId !== undefined) query = query.where('convenios.company_id', '=', filter.companyId);
  if (filter.estado === 'por_iniciar') query = query.where('convenios.fecha_inicio', '>', filter.today);
  if (filter.estado === 'vencido') query = query.where('convenios.fecha_fin', '<', filter.today);
  if (filter.estado === 'vigente') {
    query = query.where('convenios.fecha_inicio', '<=', filter.today).where('convenios.fecha_fin', '>=', filter.today);
  }
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or([containsIgnoringCase(db, 'convenios.numero', q), containsIgnoringCase(db, 'company_profiles.empresa', q)]),
    );
  }
  return paginate(query.orderBy('convenios.fecha_fin', 'desc').orderBy('convenios.id', 'desc'), page);
}

export function findConvenio(db: Kysely<Database>, id: number, options?: ReadOptions): Promise<ConvenioListRow | undefined> {
  return lockable(db, convenioRows(db).where('convenios.id', '=', id), options).executeTakeFirst();
}

/** A convenio of the company in force on every day from `from` to `to`. */
export function findConvenioCovering(db: Kysely<Database>, companyId: number, from: string, to: string) {
  return db
    .selectFrom('convenios')
    .select(['id', 'numero'])
    .where('company_id', '=', companyId)
    .where('fecha_inicio', '<=', from)
    .where('fecha_fin', '>=', to)
    .orderBy('fecha_fin', 'desc')
    .executeTakeFirst();
}

export async function convenioHasPracticas(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('practicas').select('id').where('convenio_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

/* ---------- practicums ---------- */

/** A practicum with the names its answer shows. */
export function practicaRows(db: Kysely<Database>) {
  return db
    .selectFrom('practicas')
    .innerJoin('users as student', 'student.id_us', 'practicas.student_id')
    .leftJoin('cv_basic', 'cv_basic.user_id', 'practicas.student_id')
    .innerJoin('company_profiles', 'company_profiles.user_id', 'practicas.company_id')
    .innerJoin('universities', 'universities.id', 'practicas.universidad_id')
    .innerJoin('users as tutor', 'tutor.id_us', 'practicas.tutor_id')
    .leftJoin('convenios', 'convenios.id', 'practicas.convenio_id')
    .selectAll('practicas')
    .select([
      'student.name_us as student_name',
      'student.dni as student_dni',
      'student.email as student_email',
      'cv_basic.nombres as student_nombres',
      'cv_basic.apellidos as student_apellidos',
      'company_profiles.empresa',
      'universities.nombre as universidad_nombre',
      'tutor.name_us as tutor_name',
      'tutor.email as tutor_email',
      'convenios.numero as convenio_numero',
      'convenios.fecha_inicio as convenio_inicio',
      'convenios.fecha_fin as convenio_fin',
    ])
    .select((eb) =>
      eb
        .selectFrom('practica_horas')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('practica_horas.horas'), sql<number>`0`).as('pending'))
        .whereRef('practica_horas.practica_id', '=', 'practicas.id')
        .where('practica_horas.estado', '=', 'pendiente')
        .as('horas_pendientes'),
    );
}
export type PracticaListRow = PracticaRow & {
  student_name: string;
  student_dni: string | null;
  student_email: string;
  student_nombres: string | null;
  student_apellidos: string | null;
  empresa: string;
  universidad_nombre: string;
  tutor_name: string;
  tutor_email: string;
  convenio_numero: string | null;
  convenio_inicio: string | null;
  convenio_fin: string | null;
  horas_pendientes: number | string | null;
};

/** Whose practicums a list shows: one student's, one company's, one tutor's, or all (the career office). */
export type PracticaOwner = { student: number } | { company: number } | { tutor: number } | null;

export interface PracticaFilter {
  /** As read on `today` (a running status follows the calendar before the job writes it). */
  estado?: PracticaEstado;
  today: string;
  carrera?: string;
  companyId?: number;
  tutorId?: number;
  q?: string;
  /** Practicums with entries waiting for review first (the company's list). */
  pendingFirst?: boolean;
}

/** The practicums `owner` may see (all for null). */
function ownedBy(owner: PracticaOwner) {
  return (eb: ExpressionBuilder<Database, 'practicas'>) => {
    if (owner === null) return eb.lit(true);
    if ('student' in owner) return eb('practicas.student_id', '=', owner.student);
    if ('company' in owner) return eb('practicas.company_id', '=', owner.company);
    return eb('practicas.tutor_id', '=', owner.tutor);
  };
}

export function pagePracticas(db: Kysely<Database>, owner: PracticaOwner, filter: PracticaFilter, page: PageRequest) {
  let query = practicaRows(db).where(ownedBy(owner));
  if (filter.estado) {
    const { estado, today } = filter;
    const running = ['planificada', 'en_curso', 'finalizada'] as const;
    query = query.where((eb) => {
      if (!(running as readonly string[]).includes(estado)) return eb('practicas.estado', '=', estado);
      const done = eb.or([
        eb('practicas.fecha_fin', '<', today),
        eb('practicas.horas_aprobadas', '>=', eb.ref('practicas.horas_planificadas')),
      ]);
      const started = eb('practicas.fecha_inicio', '<=', today);
      return eb.and([
        eb('practicas.estado', 'in', running),
        estado === 'finalizada' ? done : eb.and([eb.not(done), estado === 'en_curso' ? started : eb.not(started)]),
      ]);
    });
  }
  if (filter.carrera) query = query.where('practicas.carrera', '=', filter.carrera);
  if (filter.companyId !== undefined) query = query.where('practicas.company_id', '=', filter.companyId);
  if (filter.tutorId !== undefined) query = query.where('practicas.tutor_id', '=', filter.tutorId);
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase(db, 'student.name_us', q),
        containsIgnoringCase(db, 'company_profiles.empresa', q),
        eb('student.dni', '=', q),
        containsIgnoringCase(db, 'practicas.carrera', q),
      ]),
    );
  }
  if (filter.pendingFirst) {
    query = query.orderBy(
      (eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('practica_horas')
                .select('practica_horas.id')
                .whereRef('practica_horas.practica_id', '=', 'practicas.id')
                .where('practica_horas.estado', '=', 'pendiente'),
            ),
          )
          .then(0)
          .else(1)
          .end(),
      'asc',
    );
  }
  return paginate(query.orderBy('practicas.fecha_inicio', 'desc').orderBy('practicas.id', 'desc'), page);
}

export function findPractica(db: Kysely<Database>, owner: PracticaOwner, id: number): Promise<PracticaListRow | undefined> {
  return practicaRows(db).where(ownedBy(owner)).where('practicas.id', '=', id).executeTakeFirst() as Promise<PracticaListRow | undefined>;
}

/** The bare row, locked for a change, when `owner` may see it. */
export function lockPractica(db: Kysely<Database>, owner: PracticaOwner, id: number): Promise<PracticaRow | undefined> {
  const query = db.selectFrom('practicas').selectAll().where(ownedBy(owner)).where('id', '=', id);
  return lockable(db, query, { forUpdate: true }).executeTakeFirst();
}

export async function insertPractica(db: Kysely<Database>, row: NewPractica): Promise<number> {
  const { id } = await db.insertInto('practicas').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updatePractica(db: Kysely<Database>, id: number, changes: PracticaUpdate): Promise<void> {
  await db.updateTable('practicas').set(changes).where('id', '=', id).execute();
}

export function findPracticaByCode(db: Kysely<Database>, codigo: string) {
  return practicaRows(db).where('practicas.certificado_codigo', '=', codigo).executeTakeFirst() as Promise<PracticaListRow | undefined>;
}

/**
 * Running practicums whose stored status the calendar has overtaken on `today`: those to start
 * (planificada from their first day), to finish (end date passed) or started.
 */
export function overtakenPracticas(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('practicas')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('estado', '=', 'planificada'), eb('fecha_inicio', '<=', today)]),
        eb.and([eb('estado', 'in', ['planificada', 'en_curso']), eb('fecha_fin', '<', today)]),
        eb.and([eb('estado', '=', 'en_curso'), eb('fecha_inicio', '>', today)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Sets the status only where it still is `from`: a second instance finds nothing left. */
export async function moveEstado(db: Kysely<Database>, id: number, from: PracticaEstado, to: PracticaEstado, now: string) {
  const result = await db
    .updateTable('practicas')
    .set({ estado: to, updated_at: now })
    .where('id', '=', id)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/* ---------- hours log ---------- */

export function pageHoras(db: Kysely<Database>, practicaId: number, estado: HoraEstado | undefined, page: PageRequest) {
  let query = db.selectFrom('practica_horas').selectAll().where('practica_id', '=', practicaId);
  if (estado) query = query.where('estado', '=', estado);
  return paginate(query.orderBy('fecha', 'desc').orderBy('id', 'desc'), page);
}

export function findHora(db: Kysely<Database>, practicaId: number, id: number, options?: ReadOptions): Promise<HoraRow | undefined> {
  return lockable(
    db,
    db.selectFrom('practica_horas').selectAll().where('practica_id', '=', practicaId).where('id', '=', id),
    options,
  ).executeTakeFirst();
}

/** The hours a student logged on `fecha` (all practicums; rejected entries do not count), leaving one entry out. */
export async function hoursOnDay(db: Kysely<Database>, studentId: number, fecha: string, exceptId?: number): Promise<number> {
  let query = db
    .selectFrom('practica_horas')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('horas'), sql<number>`0`).as('total'))
    .where('student_id', '=', studentId)
    .where('fecha', '=', fecha)
    .where('estado', '!=', 'rechazada');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function approvedHours(db: Kysely<Database>, practicaId: number): Promise<number> {
  const row = await db
    .selectFrom('practica_horas')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('horas'), sql<number>`0`).as('total'))
    .where('practica_id', '=', practicaId)
    .where('estado', '=', 'aprobada')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/* ---------- report ---------- */

export interface ReportFilter {
  universidadId?: number;
  carrera?: string;
  anio?: number;
}

/**
 * Per university, career, year and student: approved hours of each type (anulled practicums left
 * out). The service rolls the students up against their career's required hours.
 */
export function reportStudentRows(db: Kysely<Database>, filter: ReportFilter) {
  let query = db
    .selectFrom('practicas')
    .select(['universidad_id', 'carrera', 'anio', 'student_id'])
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('tipo', '=', 'laborales')
            .then(eb.ref('horas_aprobadas'))
            .else(sql<number>`0`)
            .end(),
        )
        .as('laborales'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('tipo', '=', 'servicio_comunitario')
            .then(eb.ref('horas_aprobadas'))
            .else(sql<number>`0`)
            .end(),
        )
        .as('comunitario'),
    ])
    .where('estado', '!=', 'anulada');
  if (filter.universidadId !== undefined) query = query.where('universidad_id', '=', filter.universidadId);
  if (filter.carrera) query = query.where('carrera', '=', filter.carrera);
  if (filter.anio !== undefined) query = query.where('anio', '=', filter.anio);
  return query.groupBy(['universidad_id', 'carrera', 'anio', 'student_id']).execute();
}
