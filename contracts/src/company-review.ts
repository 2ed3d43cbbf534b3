import { type FieldRule, fieldRuleMessage, textRule } from './field-rules.ts';
import type { CompanyReviewStatus } from './statuses.ts';

/**
 * An administrator's review of a company (`POST /api/admin/users/{id}/approval`): a rejection
 * carries the reason the company is told by e-mail, in its notification and on its landing.
 */
export const rejectionReasonRule: FieldRule = textRule(10, 500);

/** The review's field messages (empty when it may be saved): the reason is required only to reject. */
export function companyReviewMessages(review: { status: CompanyReviewStatus; motivo?: string | null }): Record<string, string> {
  if (review.status !== 'rechazada') return {};
  const message = fieldRuleMessage(rejectionReasonRule, review.motivo);
  return message === null ? {} : { motivo: message };
}
