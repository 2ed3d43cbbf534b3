import { companyRoutes, shellScreenRoutes } from '@portal/contracts';
import type { OutgoingMail } from '../db/repositories/outbox.ts';
import { MAIL_TEXT_MAX, quotedText } from './user-text.ts';

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

/**
 * To the address an account no longer has. It quotes nothing anyone typed (not even the new
 * address) and links nowhere: it only warns the owner, who knows whom to ask.
 */
export function emailChangedMail(site: Site, to: string): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: su correo electrónico fue cambiado`,
    text: [
      `Le informamos que el correo electrónico de su cuenta en ${site.productTitle} fue cambiado por un administrador: esta dirección ya no sirve para ingresar ni recibirá los avisos del portal.`,
      '',
      'Todas las sesiones abiertas de la cuenta se cerraron y la nueva dirección debe confirmarse antes de ingresar.',
      '',
      'Si usted no solicitó este cambio, comuníquese cuanto antes con la oficina de vinculación o el administrador del portal de su universidad.',
    ].join('\n'),
  };
}

export function passwordResetLink(site: Site, secret: string): string {
  return `${site.appUrl}/reset-password/${secret}`;
}

export function passwordResetMail(site: Site, to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: restablezca su contraseña`,
    text: [
      `Recibimos una solicitud para restablecer la contraseña de su cuenta en ${site.productTitle}.`,
      '',
      'Para elegir una nueva contraseña, abra este enlace:',
      link,
      '',
      'El enlace vence en 60 minutos y sirve una sola vez. Al cambiar la contraseña se cerrarán todas sus sesiones. Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.',
    ].join('\n'),
  };
}

/** A sentence that ends with a name: "S.A." closes it already (no "S.A.."). */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** Anyone may sign a company up with any address: its name is quoted as text, short and without links. */
export function companyPendingMail(site: Site, to: string, name: string): OutgoingMail {
  const empresa = quotedText(name);
  return {
    to,
    subject: `${site.productTitle}: registro de ${empresa} recibido`,
    text: [
      endSentence(`Recibimos el registro de ${empresa}`),
      '',
      'Un administrador revisará los datos de la empresa. Podrá publicar ofertas cuando la empresa sea aprobada; le avisaremos por este medio.',
    ].join('\n'),
  };
}

/** How a review ended: a rejection carries the administrator's reason. */
export interface CompanyReviewOutcome {
  empresa: string;
  approved: boolean;
  motivo: string | null;
}

export function companyReviewedMail(site: Site, to: string, outcome: CompanyReviewOutcome): OutgoingMail {
  const { approved } = outcome;
  const empresa = quotedText(outcome.empresa);
  const motivo = outcome.motivo === null ? null : quotedText(outcome.motivo, MAIL_TEXT_MAX);
  return {
    to,
    subject: `${site.productTitle}: ${empresa} ${approved ? 'aprobada' : 'no aprobada'}`,
    text: approved
      ? `La empresa ${empresa} fue aprobada. Ya puede publicar ofertas en ${site.appUrl}.`
      : [
          `La empresa ${empresa} no fue aprobada.`,
          '',
          `Motivo: ${motivo ?? ''}`,
          '',
          `Puede ver este motivo al ingresar en ${site.appUrl}. Para más información, comuníquese con la oficina de vinculación.`,
        ].join('\n'),
  };
}

/** The same news in the navbar bell, live if the company is signed in. */
export function companyReviewedNotification(userId: number, { empresa, approved, motivo }: CompanyReviewOutcome) {
  return {
    user_id: userId,
    type: 'company.review',
    text: approved
      ? `La empresa ${empresa} fue aprobada. Ya puede publicar ofertas.`
      : `La empresa ${empresa} no fue aprobada. Motivo: ${motivo ?? ''}`,
    link: approved ? companyRoutes.myOffers.path : shellScreenRoutes.home.path,
  };
}
