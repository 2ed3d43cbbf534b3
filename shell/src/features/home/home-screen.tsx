import { FormattedMessage } from 'react-intl';
import { MessagesScope, selectUser, useAppSelector, type RemoteName } from '@portal/shared';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useProductTitle } from '../../app/product-title';
import type { RemoteWidgetModule } from '../../remotes/load-remote';
import { RemoteView } from '../../remotes/remote-view';
import { homeMessages } from './home-messages';
import { portalRole, type PortalRole } from './role';

/**
 * The figures each role's dashboard will show (placeholders until their issues land). The
 * student's applications by status are in remote-cv's `./dashboard`, under the CV card.
 */
const tiles: Record<PortalRole, string[]> = {
  student: ['home.student.offers'],
  // The company's figures are remote-company's `./dashboard`, the administrator's remote-admin's.
  company: [],
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

/** A remote's landing cards (its `./dashboard`); if they cannot load, the failure says so in their place. */
function RemoteDashboard({ remote, area }: { remote: RemoteName; area: string }) {
  return (
    <RemoteView<RemoteWidgetModule>
      remote={remote}
      module="dashboard"
      area={area}
      failureLevel={4}
      loading={
        <Card>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      }
    >
      {({ default: Cards }) => <Cards />}
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
              <RemoteDashboard remote="remote_cv" area="CV" />
            </Col>
          )}
          {role === 'company' && (
            <Col xs={24}>
              <RemoteDashboard remote="remote_company" area="company" />
            </Col>
          )}
          {role === 'admin' && (
            <Col span={24}>
              <RemoteDashboard remote="remote_admin" area="admin" />
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
