import { MessagesScope, SharedProviders, type AppStoreBundle } from '@portal/shared';
import { RouterProvider } from '@portal/shared/router';
import { refreshSession, sessionSurvives } from '../common/auth-thunks';
import { SessionSync } from '../features/auth/session-sync';
import { RealtimeSession } from '../features/realtime/realtime-session';
import { messages } from '../i18n/es';
import { PrerenderedPageTaken } from '../common/prerendered';
import { ProductTitleContext } from '../common/product-title';
import type { PortalRouter } from './router';

export function App({ bundle, router, productTitle }: { bundle: AppStoreBundle; router: PortalRouter; productTitle: string }) {
  return (
    <SharedProviders bundle={bundle}>
      <MessagesScope messages={messages}>
        <PrerenderedPageTaken />
        <SessionSync />
        <RealtimeSession
          goHome={() => void router.navigate('/')}
          reloadSession={(dispatch) => void dispatch(refreshSession())}
          sessionSurvives={sessionSurvives}
        />
        <ProductTitleContext.Provider value={productTitle}>
          <RouterProvider router={router} />
        </ProductTitleContext.Provider>
      </MessagesScope>
    </SharedProviders>
  );
}
