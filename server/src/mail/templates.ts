import type { OutgoingMail } from '../db/repositories/outbox.ts';

interface Site {
  productTitle: string;
  appUrl: string;
}

export function verificationLink(site: Site, secret: string): string {
  return `${site.appUrl}/verification/${secret}`;
}

export function verificationMail(site: Site, to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: confirme su correo electrónico`,
    text: [
      `Bienvenido a ${site.productTitle}.`,
      '',
      'Para activar su cuenta, confirme su correo electrónico abriendo este enlace:',
      link,
      '',
      'El enlace vence en 24 horas y sirve una sola vez. Si usted no creó esta cuenta, ignore este mensaje.',
    ].join('\n'),
  };
}

export function companyPendingMail(site: Site, to: string, empresa: string): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: registro de ${empresa} recibido`,
    text: [
      `Recibimos el registro de ${empresa}.`,
      '',
      'Un administrador revisará los datos de la empresa. Podrá publicar ofertas cuando la empresa sea aprobada; le avisaremos por este medio.',
    ].join('\n'),
  };
}

export function companyReviewedMail(site: Site, to: string, empresa: string, approved: boolean): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: ${empresa} ${approved ? 'aprobada' : 'no aprobada'}`,
    text: approved
      ? `La empresa ${empresa} fue aprobada. Ya puede publicar ofertas en ${site.appUrl}.`
      : `La empresa ${empresa} no fue aprobada. Para más información, comuníquese con la oficina de vinculación.`,
  };
}

/** The same news in the navbar bell, live if the company is signed in. */
export function companyReviewedNotification(userId: number, empresa: string, approved: boolean) {
  return {
    user_id: userId,
    type: 'company.review',
    text: approved
      ? `La empresa ${empresa} fue aprobada. Ya puede publicar ofertas.`
      : `La empresa ${empresa} no fue aprobada. Comuníquese con la oficina de vinculación.`,
    link: approved ? '/company/my-offers' : null,
  };
}
