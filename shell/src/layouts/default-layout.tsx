import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from '@portal/shared/router';
import { Typography } from '@portal/shared/ui';
import { Layout, Menu } from '@portal/shared/ui-layout';
import { useProductTitle } from '../app/product-title';
import { placeholderNavigation } from './navigation';

/** The frame of every logged-in screen: navigation, top bar, content and footer. */
export function DefaultLayout() {
  const intl = useIntl();
  const productTitle = useProductTitle();
  const { pathname } = useLocation();
  const items = placeholderNavigation.map((entry) => ({
    key: entry.path,
    label: <Link to={entry.path}>{intl.formatMessage({ id: entry.title })}</Link>,
  }));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={240}>
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          <FormattedMessage id="app.short_title" />
        </Typography.Title>
        <nav aria-label={intl.formatMessage({ id: 'layout.navigation' })}>
          <Menu mode="inline" selectedKeys={[pathname]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
          <Typography.Text strong>{productTitle}</Typography.Text>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
        <Layout.Footer>
          <FormattedMessage id="layout.footer" values={{ year: new Date().getFullYear(), title: productTitle }} />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
