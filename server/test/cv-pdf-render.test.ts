import { cvSectionNames } from '@portal/contracts';
import type { Cv, CvEntry } from '@portal/contracts/schemas';
import { renderCvPdf } from '../src/pdf/render-cv-pdf.ts';
import { normalizePhoto } from '../src/photos/photo-image.ts';
import { fullCv } from './fixtures/full-cv.ts';
import { pngImage } from './helpers/images.ts';
import { pdfText } from './helpers/pdf-text.ts';

const entryHeadings = [
  cvSectionNames.main_u,
  cvSectionNames.main_education,
  cvSectionNames.main_languages,
  cvSectionNames.main_computer,
  cvSectionNames.main_other,
  cvSectionNames.main_courses,
  cvSectionNames.main_work,
  cvSectionNames.main_extra,
];
const emptySections = {
  education_in: [],
  education_out: [],
  languages: [],
  computer: [],
  other: [],
  courses: [],
  work: [],
  extra: [],
} satisfies Partial<Cv>;

/** Whitespace as one plain space (pdf.js ends lines with line breaks; periods use no-break spaces). */
const flat = (text: string) => text.replace(/\s+/gu, ' ');

describe('renderCvPdf', () => {
  it('writes the whole CV: name, contact, profile, every section under its heading, in Spanish', async () => {
    const photo = (await normalizePhoto(await pngImage(600, 800))).data;
    const pdf = await renderCvPdf(fullCv, photo);
    const { pages, info } = await pdfText(pdf);
    const text = flat(pages.join('\n'));

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(info).toMatchObject({ Title: 'Hoja de vida — María José Ñúñez Pérez', Author: 'María José Ñúñez Pérez' });
    expect(text).toContain('María José Ñúñez Pérez');
    expect(text).toContain('maria.nunez@correo.ec');
    expect(text).toContain('Celular: 0991234567');
    expect(text).toContain('Quito, Pichincha');
    expect(text).toContain('Identificación: 1712345678');
    expect(text).toContain('Perfil profesional');
    expect(text).toContain('¿qué me mueve? ¡Aprender');
    for (const heading of entryHeadings) expect(text).toContain(heading);
    // Accented words from entries, and dates as Spanish readers write them.
    expect(text).toContain('Administración de Empresas');
    expect(text).toContain('Fundación Ñañitos');
    expect(text).toContain('mar. 2021 – en curso');
    expect(text).toContain('ene. 2025 – actual');
    expect(text).toContain('sept. 2016 – jul. 2020');
    expect(text).toContain('Hablado: Avanzado');
    expect(text).toContain('60 horas · De aprobación');
    // The photo is embedded; every page says its number.
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    pages.forEach((page, index) => expect(flat(page)).toContain(`Página ${index + 1} de ${pages.length}`));
  });

  it('leaves out the headings of empty sections, and the profile when there is none', async () => {
    const cv: Cv = {
      ...fullCv,
      ...emptySections,
      basic: { ...fullCv.basic!, perfil: null },
      languages: fullCv.languages,
      work: fullCv.work,
    };
    const text = flat((await pdfText(await renderCvPdf(cv, null))).pages.join('\n'));
    expect(text).toContain(cvSectionNames.main_languages);
    expect(text).toContain(cvSectionNames.main_work);
    for (const heading of entryHeadings.filter((name) => name !== cvSectionNames.main_languages && name !== cvSectionNames.main_work)) {
      expect(text).not.toContain(heading);
    }
    expect(text).not.toContain('Perfil profesional');
  });

  it('never cuts an entry in two across pages', async () => {
    const job = (n: number): CvEntry<'work'> => ({
      ...fullCv.work[1]!,
      id: n,
      cargo: `Cargo número ${n}`,
      motivo_salida: `Fin del empleo número ${n}.`,
      funciones: 'Atención a clientes y elaboración de reportes mensuales de gestión. '.repeat(6 + (n % 5) * 3),
    });
    const cv: Cv = { ...fullCv, ...emptySections, work: Array.from({ length: 12 }, (_, index) => job(index + 1)) };
    const { pages } = await pdfText(await renderCvPdf(cv, null));
    expect(pages.length).toBeGreaterThan(2);
    const pageOf = (marker: string) => pages.findIndex((page) => flat(page).includes(marker));
    for (let n = 1; n <= 12; n += 1) {
      expect([n, pageOf(`Cargo número ${n} `)]).toEqual([n, pageOf(`Fin del empleo número ${n}.`)]);
    }
  });
});
