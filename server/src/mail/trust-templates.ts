import { companyRoutes, hrefOf } from '@portal/contracts';
import type { NewNotification } from '../db/repositories/notifications.ts';
import type { OutgoingMail } from '../db/repositories/outbox.ts';
import { MAIL_TEXT_MAX, quotedText } from './user-text.ts';

interface Site {
  productTitle: string;
  appUrl: string;
}

/** What the moderation did to an offer, which the company must know (and, but for a publication, act on). */
export type ModerationOutcome = 'publicada' | 'rechazada' | 'retirada';

const sentences: Record<ModerationOutcome, string> = {
  publicada: 'fue aprobada y ya está publicada',
  rechazada: 'no fue aprobada: corrígela y envíala de nuevo',
  retirada: 'fue retirada de la búsqueda',
};

export function moderationNotification(
  companyId: number,
  offer: { id: number; titulo: string },
  outcome: ModerationOutcome,
  motivo: string | null,
): NewNotification {
  return {
    user_id: companyId,
    type: `offer.${outcome}`,
    text: `Tu oferta «${offer.titulo}» ${sentences[outcome]}.${motivo ? ` Motivo: ${motivo}` : ''}`,
    link: outcome === 'rechazada' ? hrefOf(companyRoutes.editOffer.path, { id: offer.id }) : companyRoutes.myOffers.path,
  };
}

export function moderationMail(
  site: Site,
  to: string,
  offer: { id: number; titulo: string },
  outcome: ModerationOutcome,
  motivo: string | null,
): OutgoingMail {
  const link = outcome === 'rechazada' ? hrefOf(companyRoutes.editOffer.path, { id: offer.id }) : companyRoutes.myOffers.path;
  return {
    to,
    subject: `${site.productTitle}: tu oferta ${quotedText(offer.titulo)} — ${outcome === 'publicada' ? 'publicada' : outcome}`,
    text: [
      `Tu oferta «${quotedText(offer.titulo)}» ${sentences[outcome]}.`,
      ...(motivo ? ['', `Motivo: ${quotedText(motivo, MAIL_TEXT_MAX)}`] : []),
      '',
      `${site.appUrl}${link}`,
    ].join('\n'),
  };
}

/** A suspended company cannot sign in: the e-mail is how it learns why (and that it may answer). */
export function suspensionMail(site: Site, to: string, empresa: string, motivo: string | null, suspended: boolean): OutgoingMail {
  return {
    to,
    subject: `${site.productTitle}: ${quotedText(empresa)} ${suspended ? 'suspendida' : 'reactivada'}`,
    text: suspended
      ? [
          `La cuenta de ${quotedText(empresa)} fue suspendida: sus ofertas ya no se muestran y no puede iniciar sesión.`,
          '',
          `Motivo: ${quotedText(motivo ?? '', MAIL_TEXT_MAX)}`,
          '',
          'Si crees que es un error, responde a la oficina de vinculación de la universidad.',
        ].join('\n')
      : [`La cuenta de ${quotedText(empresa)} fue reactivada: ya puedes iniciar sesión.`, '', `${site.appUrl}/login`].join('\n'),
  };
}
