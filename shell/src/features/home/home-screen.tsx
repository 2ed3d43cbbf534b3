import { FormattedMessage } from 'react-intl';
import { MessagesScope, selectUser, useAppSelector } from '@portal/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useProductTitle } from '../../app/product-title';
import { homeMessages } from './home-messages';
import { portalRole, type PortalRole } from './role';

/** The figures each role's dashboard will show (placeholders until their issues land). */
const tiles: Record<PortalRole, string[]> = {
  student: ['home.student.cv', 'home.student.applications', 'home.student.offers'],
  company: ['home.company.offers', 'home.company.applicants', 'home.company.drafts'],
  admin: ['home.admin.users', 'home.admin.pending_companies', 'home.admin.offers'],
};

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
          {tiles[role].map((id) => (
            <Col key={id} xs={24} md={8}>
              <Card>
                <Statistic title={<FormattedMessage id={id} />} value="—" />
                <Typography.Text type="secondary">
                  <FormattedMessage id="home.pending" />
                </Typography.Text>
              </Card>
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
