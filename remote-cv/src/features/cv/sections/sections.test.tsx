import type { CvEntrySection } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setupApiServer } from '@portal/shared/testing';
import { renderCvScreen } from '../testing/render-cv';
import { ComputerScreen } from './computer/computer-screen';
import { CoursesScreen } from './courses/courses-screen';
import { EducationInScreen } from './education-in/education-in-screen';
import { EducationOutScreen } from './education-out/education-out-screen';
import { ExtraScreen } from './extra/extra-screen';
import { LanguagesScreen } from './languages/languages-screen';
import { OtherScreen } from './other/other-screen';
import { WorkScreen } from './work/work-screen';

const server = setupApiServer();
const item = (code: string, name: string) => ({ code, name });

interface SectionCase {
  section: CvEntrySection;
  Screen: ComponentType;
  title: string;
  empty: RegExp;
  add: string;
  entry: Record<string, unknown> & { id: number };
  /** What the entry's card shows: its heading, then texts under it. */
  card: [heading: string, ...texts: Array<string | RegExp>];
}

const sections: SectionCase[] = [
  {
    section: 'education-in',
    Screen: EducationInScreen,
    title: 'Formación universitaria',
    empty: /^Aún no registras tu formación universitaria\./,
    add: 'Agregar formación universitaria',
    entry: {
      id: 1,
      universidad: { id: 2, nombre: 'Universidad Central del Ecuador', siglas: 'UCE' },
      facultad: 'Facultad de Ciencias Médicas',
      carrera: 'Medicina',
      nivel: 'cuarto',
      semestre: '2.º año',
      fecha_inicio: '2023-09-01',
      fecha_fin: '2025-07-31',
      titulo: null,
    },
    card: [
      'Medicina',
      'Universidad Central del Ecuador (UCE) · Facultad de Ciencias Médicas',
      /2023 – .*2025$/,
      'Cuarto nivel (posgrado) · 2.º año',
    ],
  },
  {
    section: 'education-out',
    Screen: EducationOutScreen,
    title: 'Formación externa',
    empty: /^Aún no registras formación externa\. Agrega tu bachillerato/,
    add: 'Agregar formación externa',
    entry: {
      id: 1,
      institucion: 'Colegio Nacional Mejía',
      titulo: 'Bachiller en Ciencias',
      nivel: item('bachillerato', 'Bachillerato'),
      pais: item('EC', 'Ecuador'),
      fecha_inicio: '2013-09-01',
      fecha_fin: null,
    },
    card: ['Bachiller en Ciencias', 'Colegio Nacional Mejía · Ecuador', /2013 – En curso$/, 'Bachillerato'],
  },
  {
    section: 'languages',
    Screen: LanguagesScreen,
    title: 'Idiomas',
    empty: /^Aún no registras idiomas\. Agrega los idiomas que hablas/,
    add: 'Agregar idioma',
    entry: {
      id: 1,
      idioma: item('kichwa', 'Kichwa'),
      nivel_hablado: item('nativo', 'Nativo'),
      nivel_escrito: item('intermedio', 'Intermedio'),
      nivel_comprension: item('nativo', 'Nativo'),
      certificado: null,
    },
    card: ['Kichwa', 'Habla: Nativo · Escribe: Intermedio · Comprende: Nativo'],
  },
  {
    section: 'computer',
    Screen: ComputerScreen,
    title: 'Conocimientos informáticos',
    empty: /^Aún no registras conocimientos informáticos\./,
    add: 'Agregar conocimiento',
    entry: { id: 1, herramienta: 'PostgreSQL', categoria: item('bases-de-datos', 'Bases de datos'), nivel: item('avanzado', 'Avanzado') },
    card: ['PostgreSQL', 'Bases de datos · Avanzado'],
  },
  {
    section: 'other',
    Screen: OtherScreen,
    title: 'Otras habilidades',
    empty: /^Aún no registras otras habilidades\./,
    add: 'Agregar habilidad',
    entry: { id: 1, habilidad: 'Oratoria', descripcion: 'Presentaciones ante público numeroso.', nivel: item('avanzado', 'Avanzado') },
    card: ['Oratoria', 'Avanzado', 'Presentaciones ante público numeroso.'],
  },
  {
    section: 'courses',
    Screen: CoursesScreen,
    title: 'Cursos',
    empty: /^Aún no registras cursos\./,
    add: 'Agregar curso',
    entry: { id: 1, nombre: 'Análisis de datos con Python', institucion: 'SENESCYT', horas: 40, fecha: '2023-03-18', tipo: 'aprobacion' },
    card: ['Análisis de datos con Python', 'SENESCYT', /18 .*2023/, '40 horas · Aprobación'],
  },
  {
    section: 'work',
    Screen: WorkScreen,
    title: 'Experiencia laboral',
    empty: /^Aún no registras experiencia laboral\./,
    add: 'Agregar experiencia',
    entry: {
      id: 1,
      empresa: 'Corporación Favorita C.A.',
      cargo: 'Pasante de sistemas',
      area: item('tecnologia', 'Tecnología de la información'),
      fecha_inicio: '2023-06-01',
      fecha_fin: '2023-08-31',
      funciones: 'Soporte a usuarios.',
      motivo_salida: null,
      referencia_nombre: 'Jorge Pazmiño',
      referencia_telefono: '022987654',
    },
    card: [
      'Pasante de sistemas',
      'Corporación Favorita C.A. · Tecnología de la información',
      'Soporte a usuarios.',
      'Referencia: Jorge Pazmiño · 022987654',
    ],
  },
  {
    section: 'extra',
    Screen: ExtraScreen,
    title: 'Actividades extracurriculares',
    empty: /^Aún no registras actividades extracurriculares\./,
    add: 'Agregar actividad',
    entry: {
      id: 1,
      actividad: 'Minga de reforestación',
      tipo: item('voluntariado', 'Voluntariado'),
      organizacion: 'Cruz Roja Ecuatoriana',
      fecha_inicio: '2022-04-02',
      fecha_fin: '2022-04-30',
      descripcion: null,
    },
    card: ['Minga de reforestación', 'Cruz Roja Ecuatoriana · Voluntariado', /2022 – .*2022$/],
  },
];

describe.each(sections)('/CV/$section', ({ section, Screen, title, empty, add, entry, card }) => {
  it('says what to add and why while it is empty, and offers to add', async () => {
    renderCvScreen(server, <Screen />, { route: `/CV/${section}` });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
  });

  it('shows an entry as a card with its heading and what matters', async () => {
    renderCvScreen(server, <Screen />, { route: `/CV/${section}`, seed: { entries: { [section]: [entry] } } });
    const [heading, ...texts] = card;
    const list = await screen.findByRole('list', { name: `Registros de ${title}` });
    const article = within(list).getByRole('heading', { level: 3, name: heading }).closest('article') as HTMLElement;
    for (const text of texts) expect(within(article).getByText(text)).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: `Editar «${heading}»` })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: `Eliminar «${heading}»` })).toBeInTheDocument();
  });
});
