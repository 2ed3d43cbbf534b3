import type { NewNotification } from '../db/repositories/notifications.ts';
import type { OutgoingMail } from '../db/repositories/outbox.ts';
import { quotedText } from './user-text.ts';

interface Site {
  productTitle: string;
  appUrl: string;
}

export interface SurveyInvitee {
  user_id: number;
  email: string;
  name_us: string;
  titulo: string;
  carrera: string;
}

/** The public answer page of one link (shell, blank layout). */
export const surveyLinkPath = (secret: string) => `/encuesta/${secret}`;

export function surveyInvitationMail(site: Site, invitee: SurveyInvitee, secret: string, reminder: boolean): OutgoingMail {
  const titulo = quotedText(invitee.titulo);
  return {
    to: invitee.email,
    subject: `${site.productTitle}: ${reminder ? 'recordatorio — ' : ''}encuesta de seguimiento a graduados «${titulo}»`,
    text: [
      `Hola, ${quotedText(invitee.name_us)}:`,
      '',
      reminder
        ? `Hace una semana te invitamos a responder la encuesta «${titulo}» para graduados de ${quotedText(invitee.carrera)}. Aún puedes hacerlo:`
        : `Tu universidad quiere saber cómo te va después de graduarte de ${quotedText(invitee.carrera)}. Responde la encuesta «${titulo}» (unos minutos, sin iniciar sesión):`,
      `${site.appUrl}${surveyLinkPath(secret)}`,
      '',
      'El enlace es personal y sirve para una sola respuesta. Las cifras se publican solo agregadas.',
    ].join('\n'),
  };
}

export function surveyInvitationNotification(invitee: SurveyInvitee, secret: string): NewNotification {
  return {
    user_id: invitee.user_id,
    type: 'survey.invitation',
    text: `Tienes pendiente la encuesta de seguimiento a graduados «${invitee.titulo}».`,
    link: surveyLinkPath(secret),
  };
}
