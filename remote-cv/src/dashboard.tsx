import { MessagesScope } from '@portal/shared';
import { cvMessages } from './features/cv/cv-messages';
import { CvSummaryCard } from './features/cv/dashboard/cv-summary-card';

/**
 * Exposed as `./dashboard`: what the shell's landing page shows a student from this remote (the
 * CV's completeness and what is missing), loaded on its own, without the CV screens.
 */
export default function CvDashboard() {
  return (
    <MessagesScope messages={cvMessages}>
      <CvSummaryCard />
    </MessagesScope>
  );
}
