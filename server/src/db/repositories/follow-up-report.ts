import { type Kysely, sql } from 'kysely';
import type { Database } from '../types.ts';

export interface FollowUpFilters {
  universidad_id?: number;
  carrera?: string;
  cohorte?: number;
  /** Ecuador's today: graduates are entries whose fecha_fin is on or before it. */
  today: string;
}

/** One career × cohort as the database counts it; the service rounds, divides and suppresses. */
export interface FollowUpCounts {
  universidad_id: number;
  universidad: string;
  carrera: string;
  cohorte: number;
  graduados: number;
  respuestas: number;
  empleados: number;
  mediana_meses: number | null;
  relacion_promedio: number | null;
  con_sector: number;
  sector_publico: number;
  sector_privado: number;
  sector_ong: number;
  sector_propio: number;
  con_rango: number;
  rango_r1: number;
  rango_r2: number;
  rango_r3: number;
  rango_r4: number;
  rango_r5: number;
  contratados: number;
}

/**
 * The employability report, computed in one SQL statement on both databases (window functions,
 * no dialect-only aggregate): graduates per career and cohort from the CV; each graduate's latest
 * answer per career and cohort; the median months to the first job as the mean of the middle one
 * (odd count) or two (even count) ordered values; graduates hired through the portal (an
 * application marked `seleccionado`).
 */
export async function followUpCounts(db: Kysely<Database>, filters: FollowUpFilters): Promise<FollowUpCounts[]> {
  const graduateFilters = [
    filters.universidad_id === undefined ? sql`` : sql` and e.universidad_id = ${filters.universidad_id}`,
    filters.carrera === undefined ? sql`` : sql` and e.carrera = ${filters.carrera}`,
  ];
  const cohortOfEntry = sql`cast(substr(cast(e.fecha_fin as text), 1, 4) as integer)`;
  const answerFilters = [
    filters.universidad_id === undefined ? sql`` : sql` and a.universidad_id = ${filters.universidad_id}`,
    filters.carrera === undefined ? sql`` : sql` and a.carrera = ${filters.carrera}`,
    filters.cohorte === undefined ? sql`` : sql` and a.cohorte = ${filters.cohorte}`,
  ];
  const count = (condition: ReturnType<typeof sql>) => sql`cast(sum(case when ${condition} then 1 else 0 end) as integer)`;
  const { rows } = await sql<FollowUpCounts>`
    with grads as (
      select distinct e.universidad_id, e.carrera, ${cohortOfEntry} as cohorte, e.user_id
        from cv_education_in e
        join users u on u.id_us = e.user_id and u.role_id = 3
       where e.titulo is not null and e.titulo <> '' and e.fecha_fin is not null and e.fecha_fin <= ${filters.today}
             ${graduateFilters[0]}${graduateFilters[1]}
    ),
    grad_groups as (
      select g.universidad_id, g.carrera, g.cohorte, cast(count(*) as integer) as graduados,
             ${count(sql`exists (select 1 from applications ap where ap.student_id = g.user_id and ap.status = 'seleccionado')`)} as contratados
        from grads g
       where ${filters.cohorte === undefined ? sql`1 = 1` : sql`g.cohorte = ${filters.cohorte}`}
       group by g.universidad_id, g.carrera, g.cohorte
    ),
    latest as (
      select a.*, row_number() over (partition by a.universidad_id, a.carrera, a.cohorte, a.user_id order by a.created_at desc, a.id desc) as nth
        from survey_answers a
       where 1 = 1 ${answerFilters[0]}${answerFilters[1]}${answerFilters[2]}
    ),
    answers as (select * from latest where nth = 1),
    answer_groups as (
      select universidad_id, carrera, cohorte, cast(count(*) as integer) as respuestas,
             ${count(sql`situacion in ('empleado', 'emprendedor')`)} as empleados,
             avg(relacion_carrera) as relacion_promedio,
             cast(count(sector) as integer) as con_sector,
             ${count(sql`sector = 'publico'`)} as sector_publico,
             ${count(sql`sector = 'privado'`)} as sector_privado,
             ${count(sql`sector = 'ong'`)} as sector_ong,
             ${count(sql`sector = 'propio'`)} as sector_propio,
             cast(count(rango_salarial) as integer) as con_rango,
             ${count(sql`rango_salarial = 'r1'`)} as rango_r1,
             ${count(sql`rango_salarial = 'r2'`)} as rango_r2,
             ${count(sql`rango_salarial = 'r3'`)} as rango_r3,
             ${count(sql`rango_salarial = 'r4'`)} as rango_r4,
             ${count(sql`rango_salarial = 'r5'`)} as rango_r5
        from answers
       group by universidad_id, carrera, cohorte
    ),
    ordered_months as (
      select universidad_id, carrera, cohorte, meses_primer_empleo as meses,
             row_number() over (partition by universidad_id, carrera, cohorte order by meses_primer_empleo) as position,
             count(*) over (partition by universidad_id, carrera, cohorte) as total
        from answers
       where meses_primer_empleo is not null
    ),
    medians as (
      select universidad_id, carrera, cohorte, avg(1.0 * meses) as mediana_meses
        from ordered_months
       where position in ((total + 1) / 2, (total + 2) / 2)
       group by universidad_id, carrera, cohorte
    ),
    groups as (
      select universidad_id, carrera, cohorte from grad_groups
      union
      select universidad_id, carrera, cohorte from answer_groups
    )
    select k.universidad_id, un.nombre as universidad, k.carrera, k.cohorte,
           coalesce(gg.graduados, 0) as graduados, coalesce(gg.contratados, 0) as contratados,
           coalesce(ag.respuestas, 0) as respuestas, coalesce(ag.empleados, 0) as empleados,
           ag.relacion_promedio, m.mediana_meses,
           coalesce(ag.con_sector, 0) as con_sector, coalesce(ag.sector_publico, 0) as sector_publico,
           coalesce(ag.sector_privado, 0) as sector_privado, coalesce(ag.sector_ong, 0) as sector_ong,
           coalesce(ag.sector_propio, 0) as sector_propio,
           coalesce(ag.con_rango, 0) as con_rango, coalesce(ag.rango_r1, 0) as rango_r1, coalesce(ag.rango_r2, 0) as rango_r2,
           coalesce(ag.rango_r3, 0) as rango_r3, coalesce(ag.rango_r4, 0) as rango_r4, coalesce(ag.rango_r5, 0) as rango_r5
      from groups k
      join universities un on un.id = k.universidad_id
      left join grad_groups gg on gg.universidad_id = k.universidad_id and gg.carrera = k.carrera and gg.cohorte = k.cohorte
      left join answer_groups ag on ag.universidad_id = k.universidad_id and ag.carrera = k.carrera and ag.cohorte = k.cohorte
      left join medians m on m.universidad_id = k.universidad_id and m.carrera = k.carrera and m.cohorte = k.cohorte
     order by un.nombre, k.carrera, k.cohorte desc
     limit 5000
  `.execute(db);
  return rows;
}
