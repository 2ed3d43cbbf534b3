import { Col, Row } from 'antd';
import { MessagesScope } from '@portal/shared';
import { cvMessages } from './features/cv/cv-messages';
import { CvSummaryCard } from './features/cv/dashboard/cv-summary-card';
import { ApplicationsSummaryCard } from './features/offers/dashboard/applications-summary-card';
import { offersMessages } from './features/offers/offers-messages';

const dashboardMessages = { ...cvMessages, ...offersMessages };

/**
 * Exposed as `./dashboard`: what the shell's landing page shows a student from this remote (the
 * CV's completeness and what is missing, the applications by status), loaded on its own, without
 * the CV and offers screens.
 */
export default function CvDashboard() {
  return (
    <MessagesScope messages={dashboardMessages}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CvSummaryCard />
        </Col>
        <Col xs={24} lg={12}>
          <ApplicationsSummaryCard />
        </Col>
      </Row>
    </MessagesScope>
  );
}
