import { practicaTipoLabels, type PracticaTipo } from '@portal/contracts';
import type { NewNotification } from '../db/repositories/notifications.ts';
import type { OutgoingMail } from '../db/repositories/outbox.ts';
import { quotedText } from './user-text.ts';

interface Site {
  productTitle: string;
  appUrl: string;
}

/** Where each side follows its practicums (the route tables' paths). */
export const practicumPaths = {
  student: '/practicas',
  company: '/company/practicas',
  tutor: '/tutor/practicas',
  admin: '/admin/practicas',
  verify: '/verificar',
} as const;

export interface PracticumNews {
  id: number;
  estudiante: string;
  empresa: string;
  tipo: PracticaTipo;
}

const what = (news: PracticumNews) => `${practicaTipoLabels[news.tipo].toLowerCase()} de ${news.estudiante} en ${news.empresa}`;

export function note(userId: number, type: string, text: string, link: string): NewNotification {
  return { user_id: userId, type, text, link };
}

export const practicumNotes = {
  registered: (userId: number, news: PracticumNews, link: string) =>
    note(userId, 'practica.created', `Se registró la práctica (${what(news)}).`, link),
  entryLogged: (companyId: number, news: PracticumNews, horas: number) =>
    note(companyId, 'practica.horas', `${news.estudiante} registró ${horas} h en su bitácora: revíselas.`, practicumPaths.company),
  entryReviewed: (studentId: number, news: PracticumNews, approved: boolean, motivo: string | null) =>
    note(
      studentId,
      'practica.revision',
      approved
        ? `${news.empresa} aprobó un registro de horas de su práctica.`
        : `${news.empresa} rechazó un registro de horas de su práctica: ${motivo ?? ''}`,
      practicumPaths.student,
    ),
  finished: (userId: number, news: PracticumNews, link: string) =>
    note(userId, 'practica.finalizada', `La práctica (${what(news)}) finalizó.`, link),
  companyEvaluated: (tutorId: number, news: PracticumNews) =>
    note(
      tutorId,
      'practica.evaluada',
      `${news.empresa} evaluó la práctica de ${news.estudiante}: ya puede calificarla.`,
      practicumPaths.tutor,
    ),
  graded: (studentId: number, news: PracticumNews, approved: boolean) =>
    note(
      studentId,
      'practica.calificada',
      approved ? 'Su práctica fue aprobada: ya puede descargar su certificado.' : 'Su práctica fue calificada como reprobada.',
      practicumPaths.student,
    ),
  anulada: (userId: number, news: PracticumNews, link: string) =>
    note(userId, 'practica.anulada', `La práctica (${what(news)}) fue anulada.`, link),
  /** The career office: a company selected an applicant of a practicum offer. */
  proposal: (userId: number, estudiante: string, empresa: string, link: string) =>
    note(userId, 'practica.propuesta', `${empresa} seleccionó a ${estudiante} para prácticas: registre la práctica.`, link),
};

function mail(site: Site, to: string, subject: string, lines: string[], path: string): OutgoingMail {
  return { to, subject: `${site.productTitle}: ${subject}`, text: [...lines, '', `${site.appUrl}${path}`].join('\n') };
}

/** Mail where the other side must act (PRODUCT.md): the company reviews and evaluates, the tutor grades, the student corrects. */
export const practicumMails = {
  registeredCompany: (site: Site, to: string, news: PracticumNews) =>
    mail(
      site,
      to,
      'nuevo practicante',
      [`Se registró la práctica de ${quotedText(news.estudiante)} en ${quotedText(news.empresa)}.`, 'Revise y apruebe sus horas en:'],
      practicumPaths.company,
    ),
  entryRejected: (site: Site, to: string, news: PracticumNews, motivo: string) =>
    mail(
      site,
      to,
      'registro de horas rechazado',
      [`${quotedText(news.empresa)} rechazó un registro de horas de su práctica.`, `Motivo: ${quotedText(motivo, 500)}`, 'Corríjalo en:'],
      practicumPaths.student,
    ),
  finishedCompany: (site: Site, to: string, news: PracticumNews) =>
    mail(
      site,
      to,
      'evalúe a su practicante',
      [`La práctica de ${quotedText(news.estudiante)} finalizó.`, 'Registre su evaluación del practicante en:'],
      practicumPaths.company,
    ),
  evaluatedTutor: (site: Site, to: string, news: PracticumNews) =>
    mail(
      site,
      to,
      'práctica lista para calificar',
      [`${quotedText(news.empresa)} evaluó la práctica de ${quotedText(news.estudiante)}.`, 'Califíquela en:'],
      practicumPaths.tutor,
    ),
};
