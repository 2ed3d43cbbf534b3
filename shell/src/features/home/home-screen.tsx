import { FormattedMessage } from 'react-intl';
import { MessagesScope, selectUser, useAppSelector } from '@portal/shared';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useProductTitle } from '../../app/product-title';
import type { RemoteWidgetModule } from '../../remotes/load-remote';
import { RemoteView } from '../../remotes/remote-view';
import { CompanyReviewNotice } from './company-review-notice';
import { homeMessages } from './home-messages';
import { portalRole, type PortalRole } from './role';

/** The figures each role's dashboard will show (placeholders until their issues land). */
const tiles: Record<PortalRole, string[]> = {
  student: ['home.student.applications', 'home.student.offers'],
  company: ['home.company.offers', 'home.company.applicants', 'home.company.drafts'],
  admin: [],
};

/** A figure still to come (its issue has not landed): a slot that says so, not a made-up number. */
function PendingTile({ id }: { id: string }) {
  return (
    <Card style={{ height: '100%' }}>
      <Statistic title={<FormattedMessage id={id} />} value="—" />
      <Typography.Text type="secondary">
        <FormattedMessage id="home.pending" />
      </Typography.Text>
    </Card>
  );
}

/** The student's CV card comes from remote-cv (`./dashboard`); if it cannot load, it says so there. */
function StudentCvCard() {
  return (
    <RemoteView<RemoteWidgetModule>
      remote="remote_cv"
      module="dashboard"
      area="CV"
      failureLevel={4}
      loading={
        <Card>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      }
    >
      {({ default: CvDashboard }) => <CvDashboard />}
    </RemoteView>
  );
}

/** The administrator's figures and charts come from remote-admin (`./dashboard`), loaded for administrators only. */
function AdminFigures() {
  return (
    <RemoteView<RemoteWidgetModule>
      remote="remote_admin"
      module="dashboard"
      area="admin"
      failureLevel={4}
      loading={
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      }
    >
      {({ default: AdminDashboard }) => <AdminDashboard />}
    </RemoteView>
  );
}

function Dashboard() {
  const user = useAppSelector(selectUser);
  const productTitle = useProductTitle();
  const role = portalRole(user?.role.id_ro);
  return (
    <section aria-labelledby="home-title">
      <Typography.Title level={3} id="home-title">
        <FormattedMessage id="home.greeting" values={{ name: user?.name_us ?? '' }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="home.subtitle" values={{ title: productTitle }} />
      </Typography.Paragraph>
      {role && (
        <Row gutter={[16, 16]}>
          {role === 'student' && (
            <Col xs={24} lg={12}>
              <StudentCvCard />
            </Col>
          )}
          {role === 'admin' && (
            <Col span={24}>
              <AdminFigures />
            </Col>
          )}
          {role === 'company' && (
            <Col span={24}>
              <CompanyReviewNotice />
            </Col>
          )}
          {tiles[role].map((id) => (
            <Col key={id} xs={24} md={role === 'student' ? 12 : 8} lg={role === 'student' ? 6 : 8}>
              <PendingTile id={id} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/** `/`: a landing dashboard per role (PRODUCT.md). */
export function HomeScreen() {
  return (
    <MessagesScope messages={homeMessages}>
      <Dashboard />
    </MessagesScope>
  );
}
