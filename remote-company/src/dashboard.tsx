import { MessagesScope } from '@portal/shared';
import { CompanySummaryCards } from './features/offers/dashboard/company-summary-cards';
import { companyMessages } from './features/offers/offer-messages';

/**
 * Exposed as `./dashboard`: what the shell's landing page shows a company from this remote (its
 * offers by status, new applicants, drafts), loaded on its own, without the offers' screens.
 */
export default function CompanyDashboard() {
  return (
    <MessagesScope messages={companyMessages}>
      <CompanySummaryCards />
    </MessagesScope>
  );
}
