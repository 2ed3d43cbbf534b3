import type { DataRequestKind } from '@portal/contracts/schemas';
import type { OutgoingMail } from '../db/repositories/outbox.ts';
import { MAIL_TEXT_MAX, quotedText } from './user-text.ts';

interface Site {
  productTitle: string;
  appUrl: string;
}

export const dataRequestKindLabels: Record<DataRequestKind, string> = {
  acceso: 'acceso',
  rectificacion: 'rectificación',
  eliminacion: 'eliminación',
  oposicion: 'oposición',
};

/** The career office's answer to a data request (LOPDP): the text itself, and where to read it again. */
export function dataRequestAnsweredMail(site: Site, to: string, answer: { tipo: DataRequestKind; respuesta: string }): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: respuesta a tu solicitud de ${dataRequestKindLabels[answer.tipo]} de datos`,
    text: [
      `La oficina de vinculación respondió tu solicitud de ${dataRequestKindLabels[answer.tipo]} de tus datos personales:`,
      '',
      quotedText(answer.respuesta, MAIL_TEXT_MAX),
      '',
      `Puedes verla en «Mis datos»: ${site.appUrl}/account/data`,
      'Si no estás de acuerdo, puedes reclamar ante la Superintendencia de Protección de Datos Personales (SPDP).',
    ].join('\n'),
  };
}

export function dataRequestAnsweredNotification(userId: number, tipo: DataRequestKind) {
  return {
    user_id: userId,
    type: 'data-request.answered',
    text: `La oficina de vinculación respondió tu solicitud de ${dataRequestKindLabels[tipo]} de datos.`,
    link: '/account/data',
  };
}
