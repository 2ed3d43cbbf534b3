import { cvEntrySections, cvSectionKeys, cvSectionNames, cvSectionTitle, foldForSearch, type CvEntrySection } from '@portal/contracts';
import type { Cv, CvBasic, CvEntry } from '@portal/contracts/schemas';

/**
 * The CV as the PDF lays it out: plain Spanish text in blocks, decided here so the renderer only
 * places blocks on pages. A pure function of the CV's data (a company gets an applicant's CV
 * through the same code), so nothing here reads the request or the clock.
 */

export interface CvBlock {
  title: string;
  /** Institution, company, organization. */
  subtitle?: string;
  /** Right-aligned: "mar. 2021 – actual". */
  period?: string;
  /** Short facts, shown on one line joined by " · ". */
  details: string[];
  /** Longer free texts (functions, descriptions), each its own paragraph. */
  paragraphs: string[];
}

export interface CvDocumentSection {
  heading: string;
  blocks: CvBlock[];
}

export interface CvDocument {
  /** "Nombres Apellidos", or the heading alone when the basic section is missing. */
  name: string;
  /** Each a line under the name. */
  contact: string[];
  profile: string | null;
  /** Only the sections with entries, in menu order. */
  sections: CvDocumentSection[];
}

export const cvPdfTexts = {
  title: 'Hoja de vida',
  profile: 'Perfil profesional',
  ongoing: 'en curso',
  current: 'actual',
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  identification: 'Identificación',
  mobile: 'Celular',
  phone: 'Teléfono',
  degree: 'Título',
  level: 'Nivel',
  spoken: 'Hablado',
  written: 'Escrito',
  understood: 'Comprensión',
  certificate: 'Certificado',
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  leaving: 'Motivo de salida',
  reference: 'Referencia',
  universityLevels: { tercer: 'Tercer nivel', cuarto: 'Cuarto nivel' },
  courseTypes: { asistencia: 'De asistencia', aprobacion: 'De aprobación' },
} as const;

const monthFormat = new Intl.DateTimeFormat('es-EC', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2021-03-15' → 'mar. 2021' (ICU leaves the abbreviation's period out; Spanish writes it). */
export function formatMonth(day: string): string {
  const parts = monthFormat.formatToParts(new Date(`${day}T00:00:00Z`));
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return `${month}.\u00a0${year}`;
}

/**
 * 'mar. 2021 – jul. 2023', or 'mar. 2021 – actual' for a job, 'en curso' for studies, while open.
 * No-break spaces around the dash: a period never wraps, and Public Sans' kerning of a dash next
 * to a breakable space would swallow the space after it.
 */
export function formatPeriod(start: string, end: string | null, open: string): string {
  return `${formatMonth(start)}\u00a0–\u00a0${end ? formatMonth(end) : open}`;
}

const present = (values: Array<string | null | undefined | false>): string[] => values.filter((value): value is string => !!value);
const labelled = (label: string, value: string | null) => (value ? `${label}: ${value}` : null);

const blockOf: { [S in CvEntrySection]: (entry: CvEntry<S>) => CvBlock } = {
  'education-in': (entry) => ({
    title: entry.carrera,
    subtitle: entry.universidad.siglas ? `${entry.universidad.nombre} (${entry.universidad.siglas})` : entry.universidad.nombre,
    period: formatPeriod(entry.fecha_inicio, entry.fecha_fin, cvPdfTexts.ongoing),
    details: [cvPdfTexts.universityLevels[entry.nivel], entry.semestre, entry.facultad],
    paragraphs: present([labelled(cvPdfTexts.degree, entry.titulo)]),
  }),
  'education-out': (entry) => ({
    title: entry.titulo,
    subtitle: entry.institucion,
    period: formatPeriod(entry.fecha_inicio, entry.fecha_fin, cvPdfTexts.ongoing),
    details: [entry.nivel.name, entry.pais.name],
    paragraphs: [],
  }),
  languages: (entry) => ({
    title: entry.idioma.name,
    details: [
      `${cvPdfTexts.spoken}: ${entry.nivel_hablado.name}`,
      `${cvPdfTexts.written}: ${entry.nivel_escrito.name}`,
      `${cvPdfTexts.understood}: ${entry.nivel_comprension.name}`,
    ],
    paragraphs: present([labelled(cvPdfTexts.certificate, entry.certificado)]),
  }),
  computer: (entry) => ({
    title: entry.herramienta,
    details: [entry.categoria.name, `${cvPdfTexts.level}: ${entry.nivel.name}`],
    paragraphs: [],
  }),
  other: (entry) => ({
    title: entry.habilidad,
    details: [`${cvPdfTexts.level}: ${entry.nivel.name}`],
    paragraphs: present([entry.descripcion]),
  }),
  courses: (entry) => ({
    title: entry.nombre,
    subtitle: entry.institucion,
    period: formatMonth(entry.fecha),
    details: [cvPdfTexts.hours(entry.horas), cvPdfTexts.courseTypes[entry.tipo]],
    paragraphs: [],
  }),
  work: (entry) => ({
    title: entry.cargo,
    subtitle: entry.empresa,
    period: formatPeriod(entry.fecha_inicio, entry.fecha_fin, cvPdfTexts.current),
    details: [entry.area.name],
    paragraphs: present([
      entry.funciones,
      labelled(cvPdfTexts.leaving, entry.motivo_salida),
      labelled(cvPdfTexts.reference, present([entry.referencia_nombre, entry.referencia_telefono]).join(', ') || null),
    ]),
  }),
  extra: (entry) => ({
    title: entry.actividad,
    subtitle: entry.organizacion,
    period: formatPeriod(entry.fecha_inicio, entry.fecha_fin, cvPdfTexts.ongoing),
    details: [entry.tipo.name],
    paragraphs: present([entry.descripcion]),
  }),
};

function sectionOf<S extends CvEntrySection>(cv: Cv, section: S): CvDocumentSection {
  const entries = cv[cvSectionKeys[section]] as CvEntry<S>[];
  return { heading: cvSectionNames[cvSectionTitle[section]], blocks: entries.map((entry) => blockOf[section](entry)) };
}

export function cvDocument(cv: Cv): CvDocument {
  const { basic } = cv;
  return {
    name: basic ? `${basic.nombres} ${basic.apellidos}` : cvPdfTexts.title,
    contact: basic
      ? [
          present([basic.email, labelled(cvPdfTexts.mobile, basic.celular), labelled(cvPdfTexts.phone, basic.telefono)]).join('   ·   '),
          // A company's copy carries no document (PRODUCT.md "Minimisation"): the line then ends at the city.
          `${basic.ciudad.name}, ${basic.provincia.name}${basic.dni ? `   ·   ${cvPdfTexts.identification}: ${basic.dni}` : ''}`,
        ]
      : [],
    profile: basic?.perfil ?? null,
    sections: cvEntrySections.map((section) => sectionOf(cv, section)).filter((section) => section.blocks.length > 0),
  };
}

/** `hoja-de-vida-nunez-perez-maria-jose.pdf`: apellidos then nombres, without accents, ASCII only. */
export function cvPdfFileName(basic: Pick<CvBasic, 'apellidos' | 'nombres'>): string {
  const slug = (text: string) =>
    foldForSearch(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return ['hoja-de-vida', slug(basic.apellidos), slug(basic.nombres)].filter(Boolean).join('-') + '.pdf';
}
