import { cvSectionNames, cvSectionTitle, type CvEntrySection } from '@portal/contracts';
import type { IntlShape } from 'react-intl';
import type { ApplicantCv } from '../api/applicants-api';
import { formatDay } from '../components/format-day';

/** One entry of a CV section as the drawer lists it: a title line and the lines under it. */
export interface CvListEntry {
  id: number;
  title: string;
  lines: string[];
}

export interface CvListSection {
  section: CvEntrySection;
  /** The section's Spanish name (the student's menu and the PDF say the same). */
  name: string;
  entries: CvListEntry[];
}

const present = (...values: Array<string | null | undefined | false>) => values.filter((value): value is string => Boolean(value));

/**
 * The CV's eight repeatable sections as readable lines, in the order the student's CV and the
 * PDF show them; a section without entries is left out.
 */
export function cvListSections(cv: ApplicantCv, intl: IntlShape): CvListSection[] {
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `cv.drawer.${id}` }, values);
  const period = (start: string, end: string | null, ongoing = 'ongoing') =>
    text('period', { start: formatDay(intl, start), end: end ? formatDay(intl, end) : text(ongoing) });

  const sections: Array<[CvEntrySection, CvListEntry[]]> = [
    [
      'education-in',
      cv.education_in.map((entry) => ({
        id: entry.id,
        title: `${entry.carrera} — ${entry.universidad.nombre} (${entry.universidad.siglas})`,
        lines: present(
          `${text(`nivel.${entry.nivel}`)} · ${entry.facultad}`,
          text('semester', { value: entry.semestre }),
          period(entry.fecha_inicio, entry.fecha_fin),
          entry.titulo,
        ),
      })),
    ],
    [
      'education-out',
      cv.education_out.map((entry) => ({
        id: entry.id,
        title: `${entry.titulo} — ${entry.institucion}`,
        lines: [`${entry.nivel.name} · ${entry.pais.name}`, period(entry.fecha_inicio, entry.fecha_fin)],
      })),
    ],
    [
      'languages',
      cv.languages.map((entry) => ({
        id: entry.id,
        title: entry.idioma.name,
        lines: present(
          text('language_levels', {
            hablado: entry.nivel_hablado.name,
            escrito: entry.nivel_escrito.name,
            comprension: entry.nivel_comprension.name,
          }),
          entry.certificado && text('certificate', { value: entry.certificado }),
        ),
      })),
    ],
    [
      'computer',
      cv.computer.map((entry) => ({ id: entry.id, title: entry.herramienta, lines: [`${entry.categoria.name} · ${entry.nivel.name}`] })),
    ],
    ['other', cv.other.map((entry) => ({ id: entry.id, title: entry.habilidad, lines: present(entry.nivel.name, entry.descripcion) }))],
    [
      'courses',
      cv.courses.map((entry) => ({
        id: entry.id,
        title: `${entry.nombre} — ${entry.institucion}`,
        lines: [`${formatDay(intl, entry.fecha)} · ${text('hours', { hours: entry.horas })} · ${text(`tipo.${entry.tipo}`)}`],
      })),
    ],
    [
      'work',
      cv.work.map((entry) => ({
        id: entry.id,
        title: `${entry.cargo} — ${entry.empresa}`,
        lines: present(
          `${entry.area.name} · ${period(entry.fecha_inicio, entry.fecha_fin, 'current')}`,
          entry.funciones,
          entry.motivo_salida && text('leaving', { reason: entry.motivo_salida }),
          entry.referencia_nombre && text('reference', { who: present(entry.referencia_nombre, entry.referencia_telefono).join(', ') }),
        ),
      })),
    ],
    [
      'extra',
      cv.extra.map((entry) => ({
        id: entry.id,
        title: `${entry.actividad} — ${entry.organizacion}`,
        lines: present(`${entry.tipo.name} · ${period(entry.fecha_inicio, entry.fecha_fin)}`, entry.descripcion),
      })),
    ],
  ];
  return sections
    .filter(([, entries]) => entries.length > 0)
    .map(([section, entries]) => ({ section, name: cvSectionNames[cvSectionTitle[section] as keyof typeof cvSectionNames], entries }));
}
