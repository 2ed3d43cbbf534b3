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

/** One university: its place as [province code, city code], its careers listed by faculty. */
const university = (
  nombre: string,
  siglas: string,
  tipo: UniversityKind,
  [provincia, ciudad]: [string, string],
  web: string,
  faculties: Record<string, string[]>,
): SeedUniversity => ({
  nombre,
  siglas,
  tipo,
  provincia,
  ciudad,
  web,
  carreras: Object.fromEntries(Object.entries(faculties).flatMap(([facultad, careers]) => careers.map((career) => [career, facultad]))),
});

export const seedUniversities: SeedUniversity[] = [
  university('Universidad Central del Ecuador', 'UCE', 'publica', ['17', 'quito'], 'https://www.uce.edu.ec', {
    'Facultad de Ciencias Médicas': ['Medicina', 'Enfermería'],
    'Facultad de Jurisprudencia, Ciencias Políticas y Sociales': ['Derecho'],
    'Facultad de Ingeniería y Ciencias Aplicadas': ['Ingeniería Civil', 'Computación'],
    'Facultad de Arquitectura y Urbanismo': ['Arquitectura'],
    'Facultad de Ciencias Administrativas': ['Contabilidad y Auditoría', 'Administración de Empresas'],
    'Facultad de Ciencias Psicológicas': ['Psicología Clínica'],
  }),
  university('Escuela Politécnica Nacional', 'EPN', 'publica', ['17', 'quito'], 'https://www.epn.edu.ec', {
    'Facultad de Ingeniería de Sistemas': ['Computación', 'Software'],
    'Facultad de Ingeniería Eléctrica y Electrónica': ['Electrónica y Automatización', 'Telecomunicaciones'],
    'Facultad de Ingeniería Química y Agroindustria': ['Ingeniería Química', 'Agroindustria'],
    'Facultad de Geología y Petróleos': ['Geología', 'Petróleos'],
    'Facultad de Ciencias': ['Física', 'Matemática'],
  }),
  university('Escuela Superior Politécnica del Litoral', 'ESPOL', 'publica', ['09', 'guayaquil'], 'https://www.espol.edu.ec', {
    'Facultad de Ingeniería en Electricidad y Computación': ['Computación', 'Telemática', 'Electricidad'],
    'Facultad de Ingeniería en Mecánica y Ciencias de la Producción': ['Ingeniería Industrial', 'Alimentos'],
    'Facultad de Ciencias Sociales y Humanísticas': ['Economía', 'Administración de Empresas'],
    'Facultad de Ciencias de la Vida': ['Biología'],
    'Facultad de Ingeniería Marítima y Ciencias del Mar': ['Oceanografía'],
  }),
  university('Universidad de las Fuerzas Armadas ESPE', 'ESPE', 'publica', ['17', 'sangolqui'], 'https://www.espe.edu.ec', {
    'Departamento de Ciencias de la Computación': ['Tecnologías de la Información', 'Software'],
    'Departamento de Eléctrica, Electrónica y Telecomunicaciones': ['Electrónica y Automatización', 'Telecomunicaciones'],
    'Departamento de Ciencias de la Energía y Mecánica': ['Mecatrónica'],
    'Departamento de Ciencias de la Tierra y la Construcción': ['Ingeniería Civil'],
    'Departamento de Ciencias Económicas, Administrativas y de Comercio': ['Administración de Empresas'],
    'Departamento de Ciencias de la Vida y de la Agricultura': ['Biotecnología'],
  }),
  university('Pontificia Universidad Católica del Ecuador', 'PUCE', 'cofinanciada', ['17', 'quito'], 'https://www.puce.edu.ec', {
    'Facultad de Medicina': ['Medicina'],
    'Facultad de Enfermería': ['Enfermería'],
    'Facultad de Psicología': ['Psicología'],
    'Facultad de Ingeniería': ['Ingeniería de Sistemas', 'Ingeniería Civil'],
    'Facultad de Arquitectura, Diseño y Artes': ['Arquitectura'],
    'Facultad de Jurisprudencia': ['Derecho'],
    'Facultad de Ciencias Administrativas y Contables': ['Administración de Empresas', 'Contabilidad y Auditoría'],
  }),
  university('Universidad San Francisco de Quito', 'USFQ', 'privada', ['17', 'quito'], 'https://www.usfq.edu.ec', {
    'Colegio de Ciencias e Ingenierías': ['Ciencias de la Computación', 'Ingeniería Civil', 'Ingeniería Industrial'],
    'Colegio de Ciencias de la Salud': ['Medicina'],
    'Colegio de Comunicación y Artes Contemporáneas': ['Periodismo'],
    'Colegio de Administración y Economía': ['Administración de Empresas', 'Economía'],
    'Colegio de Jurisprudencia': ['Derecho'],
  }),
  university('Universidad de Cuenca', 'UCuenca', 'publica', ['01', 'cuenca'], 'https://www.ucuenca.edu.ec', {
    'Facultad de Ciencias Médicas': ['Medicina', 'Enfermería'],
    'Facultad de Ingeniería': ['Ingeniería Civil', 'Computación'],
    'Facultad de Arquitectura y Urbanismo': ['Arquitectura'],
    'Facultad de Jurisprudencia y Ciencias Políticas y Sociales': ['Derecho'],
    'Facultad de Ciencias Económicas y Administrativas': ['Economía', 'Contabilidad y Auditoría'],
    'Facultad de Odontología': ['Odontología'],
  }),
  university('Universidad Técnica Particular de Loja', 'UTPL', 'cofinanciada', ['11', 'loja'], 'https://www.utpl.edu.ec', {
    'Facultad de Ingenierías y Arquitectura': ['Computación', 'Ingeniería Civil', 'Arquitectura'],
    'Facultad de Ciencias Económicas y Empresariales': ['Administración de Empresas', 'Contabilidad y Auditoría'],
    'Facultad de Ciencias Jurídicas y Políticas': ['Derecho'],
    'Facultad de Ciencias de la Salud': ['Medicina'],
  }),
  university('Universidad de Guayaquil', 'UG', 'publica', ['09', 'guayaquil'], 'https://www.ug.edu.ec', {
    'Facultad de Ciencias Médicas': ['Medicina', 'Enfermería'],
    'Facultad de Ciencias Matemáticas y Físicas': ['Ingeniería Civil', 'Software'],
    'Facultad de Jurisprudencia y Ciencias Sociales y Políticas': ['Derecho'],
    'Facultad de Ciencias Administrativas': ['Administración de Empresas', 'Contabilidad y Auditoría'],
    'Facultad de Arquitectura y Urbanismo': ['Arquitectura'],
  }),
  university('Universidad Técnica de Ambato', 'UTA', 'publica', ['18', 'ambato'], 'https://www.uta.edu.ec', {
    'Facultad de Ingeniería en Sistemas, Electrónica e Industrial': ['Software', 'Telecomunicaciones', 'Ingeniería Industrial'],
    'Facultad de Ingeniería Civil y Mecánica': ['Ingeniería Civil', 'Ingeniería Mecánica'],
    'Facultad de Ciencias de la Salud': ['Medicina', 'Enfermería'],
    'Facultad de Contabilidad y Auditoría': ['Contabilidad y Auditoría'],
    'Facultad de Jurisprudencia y Ciencias Sociales': ['Derecho'],
  }),
];
