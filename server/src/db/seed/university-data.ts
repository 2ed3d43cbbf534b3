import type { UniversityKind } from '../types.ts';

/**
 * Ecuadorian universities seeded so the CV's select is never empty; administrators add the rest
 * (API.md "Administration"). Province and city are catalog codes. Careers are grouped by the
 * unit that offers them: a facultad, or a departamento (ESPE) or colegio (USFQ) where the
 * university is organised that way.
 */
export interface SeedUniversity {
  nombre: string;
  siglas: string;
  tipo: UniversityKind;
  provincia: string;
  ciudad: string;
  web: string;
  /** Career name → its faculty. */
  carreras: Record<string, string>;
}

const byFaculty = (faculties: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(faculties).flatMap(([facultad, careers]) => careers.map((career) => [career, facultad])));

export const seedUniversities: SeedUniversity[] = [
  {
    nombre: 'Universidad Central del Ecuador',
    siglas: 'UCE',
    tipo: 'publica',
    provincia: '17',
    ciudad: 'quito',
    web: 'https://www.uce.edu.ec',
    carreras: byFaculty({
      'Facultad de Ciencias Médicas': ['Medicina', 'Enfermería'],
      'Facultad de Jurisprudencia, Ciencias Políticas y Sociales': ['Derecho'],
      'Facultad de Ingeniería y Ciencias Aplicadas': ['Ingeniería Civil', 'Computación'],
      'Facultad de Arquitectura y Urbanismo': ['Arquitectura'],
      'Facultad de Ciencias Administrativas': ['Contabilidad y Auditoría', 'Administración de Empresas'],
      'Facultad de Ciencias Psicológicas': ['Psicología Clínica'],
    }),
  },
  {
    nombre: 'Escuela Politécnica Nacional',
    siglas: 'EPN',
    tipo: 'publica',
    provincia: '17',
    ciudad: 'quito',
    web: 'https://www.epn.edu.ec',
    carreras: byFaculty({
      'Facultad de Ingeniería de Sistemas': ['Computación', 'Software'],
      'Facultad de Ingeniería Eléctrica y Electrónica': ['Electrónica y Automatización', 'Telecomunicaciones'],
      'Facultad de Ingeniería Química y Agroindustria': ['Ingeniería Química', 'Agroindustria'],
      'Facultad de Geología y Petróleos': ['Geología', 'Petróleos'],
      'Facultad de Ciencias': ['Física', 'Matemática'],
    }),
  },
  {
    nombre: 'Escuela Superior Politécnica del Litoral',
    siglas: 'ESPOL',
    tipo: 'publica',
    provincia: '09',
    ciudad: 'guayaquil',
    web: 'https://www.espol.edu.ec',
    carreras: byFaculty({
      'Facultad de Ingeniería en Electricidad y Computación': ['Computación', 'Telemática', 'Electricidad'],
      'Facultad de Ingeniería en Mecánica y Ciencias de la Producción': ['Ingeniería Industrial', 'Alimentos'],
      'Facultad de Ciencias Sociales y Humanísticas': ['Economía', 'Administración de Empresas'],
      'Facultad de Ciencias de la Vida': ['Biología'],
      'Facultad de Ingeniería Marítima y Ciencias del Mar': ['Oceanografía'],
    }),
  },
  {
    nombre: 'Universidad de las Fuerzas Armadas ESPE',
    siglas: 'ESPE',
    tipo: 'publica',
    provincia: '17',
    ciudad: 'sangolqui',
    web: 'https://www.espe.edu.ec',
    carreras: byFaculty({
      'Departamento de Ciencias de la Computación': ['Tecnologías de la Información', 'Software'],
      'Departamento de Eléctrica, Electrónica y Telecomunicaciones': ['Electrónica y Automatización', 'Telecomunicaciones'],
      'Departamento de Ciencias de la Energía y Mecánica': ['Mecatrónica'],
      'Departamento de Ciencias de la Tierra y la Construcción': ['Ingeniería Civil'],
      'Departamento de Ciencias Económicas, Administrativas y de Comercio': ['Administración de Empresas'],
      'Departamento de Ciencias de la Vida y de la Agricultura': ['Biotecnología'],
    }),
  },
  {
    nombre: 'Pontificia Universidad Católica del Ecuador',
    siglas: 'PUCE',
    tipo: 'cofinanciada',
    provincia: '17',
    ciudad: 'quito',
    web: 'https://www.puce.edu.ec',
    carreras: byFaculty({
      'Facultad de Medicina': ['Medicina'],
      'Facultad de Enfermería': ['Enfermería'],
      'Facultad de Psicología': ['Psicología'],
      'Facultad de Ingeniería': ['Ingeniería de Sistemas', 'Ingeniería Civil'],
      'Facultad de Arquitectura, Diseño y Artes': ['Arquitectura'],
      'Facultad de Jurisprudencia': ['Derecho'],
      'Facultad de Ciencias Administrativas y Contables': ['Administración de Empresas', 'Contabilidad y Auditoría'],
    }),
  },
  {
    nombre: 'Universidad San Francisco de Quito',
    siglas: 'USFQ',
    tipo: 'privada',
    provincia: '17',
    ciudad: 'quito',
    web: 'https://www.usfq.edu.ec',
    carreras: byFaculty({
      'Colegio de Ciencias e Ingenierías': ['Ciencias de la Computación', 'Ingeniería Civil', 'Ingeniería Industrial'],
      'Colegio de Ciencias de la Salud': ['Medicina'],
      'Colegio de Comunicación y Artes Contemporáneas': ['Periodismo'],
      'Colegio de Administración y Economía': ['Administración de Empresas', 'Economía'],
      'Colegio de Jurisprudencia': ['Derecho'],
    }),
  },
  {
    nombre: 'Universidad de Cuenca',
    siglas: 'UCuenca',
    tipo: 'publica',
    provincia: '01',
    ciudad: 'cuenca',
    web: 'https://www.ucuenca.edu.ec',
    carreras: byFaculty({
      'Facultad de Ciencias Médicas': ['Medicina', 'Enfermería'],
      'Facultad de Ingeniería': ['Ingeniería Civil', 'Computación'],
      'Facultad de Arquitectura y Urbanismo': ['Arquitectura'],
      'Facultad de Jurisprudencia y Ciencias Políticas y Sociales': ['Derecho'],
      'Facultad de Ciencias Económicas y Administrativas': ['Economía', 'Contabilidad y Auditoría'],
      'Facultad de Odontología': ['Odontología'],
    }),
  },
  {
    nombre: 'Universidad Técnica Particular de Loja',
    siglas: 'UTPL',
    tipo: 'cofinanciada',
    provincia: '11',
    ciudad: 'loja',
    web: 'https://www.utpl.edu.ec',
    carreras: byFaculty({
      'Facultad de Ingenierías y Arquitectura': ['Computación', 'Ingeniería Civil', 'Arquitectura'],
      'Facultad de Ciencias Económicas y Empresariales': ['Administración de Empresas', 'Contabilidad y Auditoría'],
      'Facultad de Ciencias Jurídicas y Políticas': ['Derecho'],
      'Facultad de Ciencias de la Salud': ['Medicina'],
    }),
  },
  {
    nombre: 'Universidad de Guayaquil',
    siglas: 'UG',
    tipo: 'publica',
    provincia: '09',
    ciudad: 'guayaquil',
    web: 'https://www.ug.edu.ec',
    carreras: byFaculty({
      'Facultad de Ciencias Médicas': ['Medicina', 'Enfermería'],
      'Facultad de Ciencias Matemáticas y Físicas': ['Ingeniería Civil', 'Software'],
      'Facultad de Jurisprudencia y Ciencias Sociales y Políticas': ['Derecho'],
      'Facultad de Ciencias Administrativas': ['Administración de Empresas', 'Contabilidad y Auditoría'],
      'Facultad de Arquitectura y Urbanismo': ['Arquitectura'],
    }),
  },
  {
    nombre: 'Universidad Técnica de Ambato',
    siglas: 'UTA',
    tipo: 'publica',
    provincia: '18',
    ciudad: 'ambato',
    web: 'https://www.uta.edu.ec',
    carreras: byFaculty({
      'Facultad de Ingeniería en Sistemas, Electrónica e Industrial': ['Software', 'Telecomunicaciones', 'Ingeniería Industrial'],
      'Facultad de Ingeniería Civil y Mecánica': ['Ingeniería Civil', 'Ingeniería Mecánica'],
      'Facultad de Ciencias de la Salud': ['Medicina', 'Enfermería'],
      'Facultad de Contabilidad y Auditoría': ['Contabilidad y Auditoría'],
      'Facultad de Jurisprudencia y Ciencias Sociales': ['Derecho'],
    }),
  },
];
