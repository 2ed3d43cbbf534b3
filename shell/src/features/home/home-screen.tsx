import { FormattedMessage } from 'react-intl';
import { MessagesScope, selectMenu, selectUser, useAppSelector, type RemoteName } from '@portal/shared';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useProductTitle } from '../../common/product-title';
import type { RemoteWidgetModule } from '../../remotes/load-remote';
import { RemoteView } from '../../remotes/remote-view';
import { homeMessages } from './home-messages';
import { portalRole, type PortalRole } from './role';

/** Each role's landing figures are a remote's `./dashboard` (the area names the remote in a failure). */
const landingOf: Record<PortalRole, { remote: RemoteName; area: string }> = {
  student: { remote: 'remote_cv', area: 'CV' },
  company: { remote: 'remote_company', area: 'company' },
  admin: { remote: 'remote_admin', area: 'admin' },
};

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
  const menu = useAppSelector(selectMenu);
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
      {role && <RemoteDashboard remote={landingOf[role].remote} area={landingOf[role].area} />}
      {/* A role an administrator made but gave no menu: say so, and whom to ask, not an empty page. */}
      {!role && menu.length === 0 && (
        <Alert
          type="info"
          showIcon
          title={<FormattedMessage id="home.no_screens" />}
          description={<FormattedMessage id="home.no_screens_hint" values={{ role: user?.role.name_ro ?? '' }} />}
        />
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
