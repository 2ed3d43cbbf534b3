import { cvLimits, cvMessages, type CvSection, cvToday, shiftDate } from '../src/cv.ts';
import { fillMessage, validationMessages as rule } from '../src/validation-messages.ts';
import { max, min, nameCases, textCases } from './case-kit.ts';

/**
 * One table of CV field cases, run on both sides: contracts (`cvFieldMessage`), the server (each
 * value sent in a section's body through `inject`) and the client (the yup rules of the forms).
 * Dates are relative to today in Ecuador, taken when the table loads.
 */
export interface CvFieldCase {
  /** Any JSON value a form or a request may hold. */
  value: unknown;
  /** What `cvFieldMessage` says, or null when it accepts the value. */
  message: string | null;
  /**
   * What the server answers when it differs: it also knows the catalogs, the universities and
   * the other entries (an unknown code passes the field's shape but not the server).
   */
  server?: string;
}

const ok = (value: unknown): CvFieldCase => ({ value, message: null });
const no = (value: unknown, message: string): CvFieldCase => ({ value, message });
const unknownToServer = (value: unknown, server: string): CvFieldCase => ({ value, message: null, server });

export const cvCaseToday = cvToday();
const daysFromToday = (days: number) => shiftDate(cvCaseToday, { days });
const yearsFromToday = (years: number, days = 0) => shiftDate(cvCaseToday, { years, days });

const optionalTextCases = (most: number, valid: string) => [
  ok(valid),
  ok(null),
  ok(''),
  ok('   '),
  ok('x'.repeat(most)),
  no('x'.repeat(most + 1), max(most)),
  no(`${valid}\u0000`, rule.format),
];

const catalogCases = (valid: string) => [
  ok(valid),
  no('', rule.required),
  no(null, rule.required),
  no('No Existe!', rule.option),
  no(42, rule.format),
  unknownToServer('no-existe', rule.option),
];

const tooOld = fillMessage(cvMessages.dateTooOld, { year: cvLimits.earliestDate.slice(0, 4) });
const dateShapeCases = [no('14/05/2019', rule.date), no('2019-02-30', rule.date), no('2019-13-01', rule.date), no('1939-12-31', tooOld)];

/** A start date, a course date: not after today. */
const pastDateCases = [
  ok('2019-09-02'),
  ok(cvCaseToday),
  ok(cvLimits.earliestDate),
  no('', rule.required),
  no(null, rule.required),
  no(daysFromToday(1), cvMessages.dateInFuture),
  ...dateShapeCases,
];

/** `fecha_fin`: none means "en curso"; planned up to ten years ahead. */
const endDateCases = [
  ok(null),
  ok(''),
  ok('2023-07-31'),
  ok(yearsFromToday(cvLimits.futureYears)),
  no(yearsFromToday(cvLimits.futureYears, 1), fillMessage(cvMessages.dateTooFar, { years: cvLimits.futureYears })),
  ...dateShapeCases,
];

const phoneCases = [ok(null), ok(''), ok('022345678'), ok('+5716012345'), no('22345678', rule.phone), no('02-234-5678', rule.phone)];
const levelCases = catalogCases('intermedio');
const age = fillMessage(cvMessages.age, { min: cvLimits.minAge, max: cvLimits.maxAge });

/** A few cases per field of every section. Fields not listed here have none. */
export const cvFieldCases: { [S in CvSection]: Record<string, CvFieldCase[]> } = {
  basic: {
    nombres: nameCases,
    apellidos: nameCases,
    fecha_nacimiento: [
      ok('2001-05-14'),
      ok(yearsFromToday(-16)),
      no(yearsFromToday(-14), age),
      no(daysFromToday(1), cvMessages.dateInFuture),
      no('', rule.required),
      ...dateShapeCases,
    ],
    genero: catalogCases('femenino'),
    estado_civil: catalogCases('soltero'),
    nacionalidad: [
      ...catalogCases('EC').filter((test) => test.value !== 'no-existe'),
      no('ECU', rule.option),
      unknownToServer('ZZ', rule.option),
    ],
    provincia: [ok('17'), no('', rule.required), no('1', rule.option), unknownToServer('25', rule.option)],
    ciudad: [ok('quito'), no('', rule.required), no('Quito!', rule.option), unknownToServer('guayaquil', cvMessages.city)],
    direccion: textCases(5, 200, 'Av. 10 de Agosto N24-56 y Colón'),
    celular: [ok('0991234567'), no('', rule.required), no('0891234567', rule.mobile), no('099123456', rule.mobile)],
    telefono: phoneCases,
    email: [ok('maria.quishpe@correo.ec'), no('', rule.required), no('maria', rule.email), no(`${'a'.repeat(246)}@correo.ec`, max(254))],
    perfil: optionalTextCases(1000, 'Estudiante de Ingeniería de Sistemas con interés en datos.'),
  },
  'education-in': {
    universidad_id: [
      no(null, rule.required),
      no(0, cvMessages.university),
      no('1', cvMessages.university),
      no(2_147_483_648, cvMessages.university),
      // A well-formed id of no active university: only the server knows.
      { value: 2_000_000_000, message: null, server: cvMessages.university },
    ],
    facultad: textCases(2, 200, 'Facultad de Ingeniería'),
    carrera: [no('', rule.required), no('x', min(2)), unknownToServer('Medicina Veterinaria Espacial', cvMessages.career)],
    nivel: [ok('tercer'), ok('cuarto'), no('', rule.required), no('quinto', rule.option)],
    semestre: textCases(1, 30, '5.º semestre'),
    fecha_inicio: pastDateCases,
    fecha_fin: endDateCases,
    titulo: optionalTextCases(200, 'Ingeniera en Sistemas'),
  },
  'education-out': {
    institucion: textCases(2, 200, 'Instituto Tecnológico Sucre'),
    titulo: textCases(2, 200, 'Tecnóloga en Redes'),
    nivel: catalogCases('tecnologico'),
    pais: [ok('CO'), no('', rule.required), no('col', rule.option), unknownToServer('ZZ', rule.option)],
    fecha_inicio: pastDateCases,
    fecha_fin: endDateCases,
  },
  languages: {
    idioma: catalogCases('ingles'),
    nivel_hablado: levelCases,
    nivel_escrito: levelCases,
    nivel_comprension: levelCases,
    certificado: optionalTextCases(200, 'TOEFL iBT 95'),
  },
  computer: {
    herramienta: textCases(2, 100, 'PostgreSQL'),
    categoria: catalogCases('bases-de-datos'),
    nivel: levelCases,
  },
  other: {
    habilidad: textCases(2, 100, 'Oratoria'),
    descripcion: optionalTextCases(1000, 'Presentaciones ante público numeroso.'),
    nivel: levelCases,
  },
  courses: {
    nombre: textCases(2, 200, 'Análisis de datos con Python'),
    institucion: textCases(2, 200, 'SENESCYT'),
    horas: [
      ok(1),
      ok(40),
      ok(2000),
      no(null, rule.required),
      no(0, fillMessage(cvMessages.integer, cvLimits.hours)),
      no(2001, fillMessage(cvMessages.integer, cvLimits.hours)),
      no(1.5, fillMessage(cvMessages.integer, cvLimits.hours)),
      no('40', fillMessage(cvMessages.integer, cvLimits.hours)),
    ],
    fecha: pastDateCases,
    tipo: [ok('asistencia'), ok('aprobacion'), no('', rule.required), no('aprobación', rule.option)],
  },
  work: {
    empresa: textCases(2, 200, 'Corporación Favorita C.A.'),
    cargo: textCases(2, 100, 'Asistente de sistemas'),
    area: catalogCases('tecnologia'),
    fecha_inicio: pastDateCases,
    fecha_fin: endDateCases,
    funciones: optionalTextCases(2000, 'Soporte a usuarios y mantenimiento de la red.'),
    motivo_salida: optionalTextCases(500, 'Fin del contrato de pasantía.'),
    referencia_nombre: [ok(null), ok(''), ok('Jorge Andrés Pazmiño'), no('Ing. Pazmiño', rule.name), no('a'.repeat(151), max(150))],
    referencia_telefono: phoneCases,
  },
  extra: {
    actividad: textCases(2, 200, 'Minga de reforestación'),
    tipo: catalogCases('voluntariado'),
    organizacion: textCases(2, 200, 'Cruz Roja Ecuatoriana'),
    fecha_inicio: pastDateCases,
    fecha_fin: endDateCases,
    descripcion: optionalTextCases(1000, 'Coordinación de 30 voluntarios en el Pichincha.'),
  },
};

/** Rules between fields: the changes to a valid body and the messages they give, by field. */
export interface CvEntryCase {
  section: CvSection;
  changes: Record<string, unknown>;
  errors: Record<string, string>;
}

export const cvEntryCases: CvEntryCase[] = [
  { section: 'work', changes: { fecha_inicio: '2020-03-01', fecha_fin: '2020-02-28' }, errors: { fecha_fin: cvMessages.dateOrder } },
  { section: 'work', changes: { fecha_inicio: '2020-03-01', fecha_fin: '2020-03-01' }, errors: {} },
  { section: 'education-in', changes: { fecha_inicio: '2020-03-01', fecha_fin: null }, errors: {} },
  {
    section: 'education-out',
    changes: { fecha_inicio: '2021-01-10', fecha_fin: '2019-12-20' },
    errors: { fecha_fin: cvMessages.dateOrder },
  },
  { section: 'extra', changes: { fecha_inicio: '2022-06-01', fecha_fin: '2022-05-31' }, errors: { fecha_fin: cvMessages.dateOrder } },
  // A start in the future says so; the order is not judged against an invalid start.
  {
    section: 'extra',
    changes: { fecha_inicio: daysFromToday(2), fecha_fin: daysFromToday(1) },
    errors: { fecha_inicio: cvMessages.dateInFuture },
  },
];

/** A university as the bodies of education-in need it (the server's tests take a seeded one). */
export interface CvCaseUniversity {
  universidad_id: number;
  facultad: string;
  carrera: string;
}

/** A valid body of every section, with seeded catalog codes (server/src/db/seed/catalog-*.ts). */
export function cvSampleBodies(university: CvCaseUniversity) {
  return {
    basic: {
      nombres: 'María José',
      apellidos: 'Quishpe Núñez',
      fecha_nacimiento: '2001-05-14',
      genero: 'femenino',
      estado_civil: 'soltero',
      nacionalidad: 'EC',
      provincia: '17',
      ciudad: 'quito',
      direccion: 'Av. 10 de Agosto N24-56 y Colón',
      celular: '0991234567',
      telefono: '022345678',
      email: 'maria.quishpe@correo.ec',
      perfil: 'Estudiante de Ingeniería de Sistemas con interés en análisis de datos.',
    },
    'education-in': {
      ...university,
      nivel: 'tercer',
      semestre: '7.º semestre',
      fecha_inicio: '2019-09-02',
      fecha_fin: null,
      titulo: null,
    },
    'education-out': {
      institucion: 'Colegio Nacional Mejía',
      titulo: 'Bachiller en Ciencias',
      nivel: 'bachillerato',
      pais: 'EC',
      fecha_inicio: '2013-09-01',
      fecha_fin: '2019-07-15',
    },
    languages: {
      idioma: 'ingles',
      nivel_hablado: 'intermedio',
      nivel_escrito: 'avanzado',
      nivel_comprension: 'avanzado',
      certificado: 'TOEFL iBT 95',
    },
    computer: { herramienta: 'PostgreSQL', categoria: 'bases-de-datos', nivel: 'intermedio' },
    other: { habilidad: 'Oratoria', descripcion: 'Presentaciones ante público numeroso.', nivel: 'avanzado' },
    courses: { nombre: 'Análisis de datos con Python', institucion: 'SENESCYT', horas: 40, fecha: '2023-03-18', tipo: 'aprobacion' },
    work: {
      empresa: 'Corporación Favorita C.A.',
      cargo: 'Pasante de sistemas',
      area: 'tecnologia',
      fecha_inicio: '2023-06-01',
      fecha_fin: '2023-08-31',
      funciones: 'Soporte a usuarios y mantenimiento de la red.',
      motivo_salida: 'Fin de la pasantía.',
      referencia_nombre: 'Jorge Andrés Pazmiño',
      referencia_telefono: '022987654',
    },
    extra: {
      actividad: 'Minga de reforestación',
      tipo: 'voluntariado',
      organizacion: 'Cruz Roja Ecuatoriana',
      fecha_inicio: '2022-04-02',
      fecha_fin: '2022-04-30',
      descripcion: 'Coordinación de 30 voluntarios en el Pichincha.',
    },
  } satisfies Record<CvSection, Record<string, unknown>>;
}
