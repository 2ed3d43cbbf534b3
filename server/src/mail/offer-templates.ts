import { type ApplicationStatus, applicationStatusLabels, companyRoutes, cvRoutes, hrefOf } from '@portal/contracts';
import type { OutgoingMail } from '../db/repositories/outbox.ts';
import type { NewNotification } from '../db/repositories/notifications.ts';
import { quotedText } from './user-text.ts';

interface Site {
  productTitle: string;
  appUrl: string;
}

interface ApplicationNews {
  titulo: string;
  empresa: string;
  status: ApplicationStatus;
}

/** What the student is told, in the bell and by e-mail, about each decision on an application. */
const statusSentences: Record<ApplicationStatus, string> = {
  postulado: 'fue recibida',
  en_revision: 'está en revisión',
  entrevista: 'avanzó a la etapa de entrevista: la empresa se comunicará con usted',
  seleccionado: 'fue seleccionada. ¡Felicitaciones!',
  no_seleccionado: 'no fue seleccionada en esta ocasión',
};

/** Where a student follows their applications. */
export const APPLICATIONS_PATH = cvRoutes.applications.path;

export function applicationStatusNotification(studentId: number, news: ApplicationNews): NewNotification {
  return {
    user_id: studentId,
    type: 'application.status',
    text: `Su postulación a «${news.titulo}» de ${news.empresa} pasó a «${applicationStatusLabels[news.status]}».`,
    link: APPLICATIONS_PATH,
  };
}

/** The offer's title and the company's name are the company's own text: quoted short and without links. */
export function applicationStatusMail(site: Site, to: string, news: ApplicationNews): OutgoingMail {
  const titulo = quotedText(news.titulo);
  const empresa = quotedText(news.empresa);
  return {
    to,
    subject: `${site.productTitle}: su postulación a ${titulo} — ${applicationStatusLabels[news.status]}`,
    text: [
      `Su postulación a la oferta «${titulo}» de ${empresa} ${statusSentences[news.status]}.`,
      '',
      'Puede seguir el estado de todas sus postulaciones en:',
      `${site.appUrl}${APPLICATIONS_PATH}`,
    ].join('\n'),
  };
}

/** The company hears of each new applicant in the bell; the link opens the offer's applicants. */
export function newApplicationNotification(companyId: number, offer: { id: number; titulo: string }, applicant: string): NewNotification {
  return {
    user_id: companyId,
    type: 'application.created',
    text: `${applicant} postuló a su oferta «${offer.titulo}».`,
    link: hrefOf(companyRoutes.applicants.path, { id: offer.id }),
  };
}

/** The company hears that an offer stopped receiving applications because its closing date passed. */
export function offerExpiredNotification(companyId: number, offer: { id: number; titulo: string; fecha_cierre: string }): NewNotification {
  return {
    user_id: companyId,
    type: 'offer.expired',
    text: `Su oferta «${offer.titulo}» expiró: su fecha de cierre fue el ${offer.fecha_cierre}.`,
    link: hrefOf(companyRoutes.applicants.path, { id: offer.id }),
  };
}
