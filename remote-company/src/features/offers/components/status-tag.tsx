import type { ApplicationStatus, OfferStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { applicationStatusId, offerStatusId } from '../offer-messages';

/**
 * Dark tones: antd draws a custom colour as its text on a 95 %-light tint of it, which passes
 * WCAG AA here (≥ 4.5:1, status-tag.test.tsx measures it); antd's preset status colours do not
 * (green text on light green is about 2:1).
 */
export const offerStatusColors: Record<OfferStatus, string> = {
  borrador: '#4a4a4a',
  publicada: '#17692e',
  cerrada: '#1d4f7a',
  expirada: '#8a4100',
  en_revision: '#5a3696',
  rechazada: '#a3121c',
  retirada: '#a3121c',
};

export const applicationStatusColors: Record<ApplicationStatus, string> = {
  postulado: '#1d4f7a',
  en_revision: '#5a3696',
  entrevista: '#8a4100',
  seleccionado: '#17692e',
  no_seleccionado: '#a3121c',
};

export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const intl = useIntl();
  return <Tag color={offerStatusColors[status]}>{intl.formatMessage({ id: offerStatusId(status) })}</Tag>;
}

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  return <Tag color={applicationStatusColors[status]}>{intl.formatMessage({ id: applicationStatusId(status) })}</Tag>;
}
