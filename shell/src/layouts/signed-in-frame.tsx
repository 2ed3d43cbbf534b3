import type { ScreenLead } from '@portal/contracts';
import { ScreenLoading } from '@portal/shared';
import { Layout } from 'antd';

/**
 * The first paint of a signed-in page, from its HTML (the build prerenders it, the server fills in
 * the screen's title): DefaultLayout's frame at the default settings — the navigation's column on
 * a wide screen, the navbar's bar, the content's padding — with the screen's title over a
 * skeleton where the app then shows the same (ScreenLoading), so nothing moves when it takes over.
 * Its colours are antd's CSS variables and its breakpoints CSS (default-layout.css), so one markup
 * serves both themes and every width. With the lead the screen's remote declares (ScreenLead), its
 * text too, where the screen shows it.
 */
export function SignedInFrame({ title, lead }: { title: string; lead?: ScreenLead }) {
  return (
    <Layout className="layout layout--vertical signed-in-frame" style={{ minHeight: '100vh' }}>
      <div className="signed-in-frame__sider" />
      <Layout>
        <div className="signed-in-frame__navbar" />
        <Layout.Content className="signed-in-frame__content">
          <div className="signed-in-frame__box">
            <ScreenLoading title={title} lead={lead} />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
