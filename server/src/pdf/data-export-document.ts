import { applicationStatusLabels, type ApplicationStatus, ecuadorDay } from '@portal/contracts';
import type { Cv, CvViewItem, DataRequest } from '@portal/contracts/schemas';
import type { CvBlock, CvDocument, CvDocumentSection } from './cv-document.ts';

/**
 * The "Mis datos" PDF (GET /api/user/data-export.pdf): a readable summary of the JSON export,
 * laid out by the CV's renderer (render-cv-pdf.ts). A pure function of the export's data.
 */
export const dataExportPdfTexts = {
  title: 'Mis datos',
  intro: (day: string) =>
    `Resumen de los datos personales que la Bolsa de Empleo Universitaria guarda sobre ti al ${day}. La descarga JSON de «Mis datos» los contiene completos. Puedes corregirlos desde tu hoja de vida y tu cuenta, y pedir su eliminación desde «Mis datos».`,
  account: 'Cuenta',
  cv: 'Hoja de vida',
  applications: 'Postulaciones',
  practicas: 'Prácticas',
  surveys: 'Encuestas de seguimiento',
  notifications: 'Notificaciones',
  consents: 'Consentimientos del aviso de privacidad',
  cvViews: '¿Quién vio mi hoja de vida?',
  requests: 'Mis solicitudes',
  none: 'Sin registros.',
} as const;

export interface DataExportSummary {
  account: { name_us: string; email: string; dni: string | null; name_ro: string; created_at: string };
  cv: Cv | null;
  applications: Array<{ titulo: string; empresa_nombre: string; status: string; created_at: string }>;
  practicas: unknown[];
  survey_answers: unknown[];
  notifications: Array<{ text: string; created_at: string }>;
  consents: Array<{ version: number; aceptado_en: string; ip: string | null }>;
  cv_views: CvViewItem[];
  data_requests: DataRequest[];
}

const day = (iso: string) => ecuadorDay(new Date(iso));
const block = (title: string, details: string[] = [], subtitle?: string): CvBlock => ({
  title,
  details,
  paragraphs: [],
  ...(subtitle && { subtitle }),
});
const section = (heading: string, blocks: CvBlock[]): CvDocumentSection => ({
  heading,
  blocks: blocks.length > 0 ? blocks : [block(dataExportPdfTexts.none)],
});

function cvBlocks(cv: Cv | null): CvBlock[] {
  if (!cv?.basic) return [];
  const { basic } = cv;
  const counts = [
    `Formación: ${cv.education_in.length + cv.education_out.length}`,
    `Idiomas: ${cv.languages.length}`,
    `Experiencia: ${cv.work.length}`,
    `Cursos: ${cv.courses.length}`,
    `Completa al ${cv.completeness.percent} %`,
  ];
  return [block(`${basic.nombres} ${basic.apellidos}`, counts, `${basic.email} · ${basic.celular}`)];
}

export function dataExportDocument(data: DataExportSummary, now: Date = new Date()): CvDocument {
  const t = dataExportPdfTexts;
  const { account } = data;
  return {
    name: account.name_us,
    contact: [account.email, `${account.name_ro}${account.dni ? ` · ${account.dni}` : ''} · desde ${day(account.created_at)}`],
    profile: t.intro(ecuadorDay(now)),
    sections: [
      section(t.cv, cvBlocks(data.cv)),
      section(
        t.applications,
        data.applications.map((row) =>
          block(
            row.titulo,
            [applicationStatusLabels[row.status as ApplicationStatus] ?? row.status, day(row.created_at)],
            row.empresa_nombre,
          ),
        ),
      ),
      section(
        t.practicas,
        data.practicas.map((_, index) => block(`${t.practicas} ${index + 1}`)),
      ),
      section(
        t.surveys,
        data.survey_answers.map((_, index) => block(`${t.surveys} ${index + 1}`)),
      ),
      section(t.notifications, [
        block(
          `${data.notifications.length} notificaciones`,
          data.notifications.slice(-5).map((row) => `${day(row.created_at)}: ${row.text}`),
        ),
      ]),
      section(
        t.consents,
        data.consents.map((row) => block(`Versión ${row.version}`, [day(row.aceptado_en), ...(row.ip ? [row.ip] : [])])),
      ),
      section(
        t.cvViews,
        data.cv_views.map((view) => block(view.company.empresa, [view.via.toUpperCase(), day(view.at)], view.offer?.titulo)),
      ),
      section(
        t.requests,
        data.data_requests.map((request) =>
          block(`${request.tipo} · ${request.estado}`, [`Vence el ${request.vence_el}`], request.detalle),
        ),
      ),
    ],
  };
}
