import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import esES from 'antd/es/locale/es_ES';
import { PortalIntlProvider } from '../i18n/intl';
import { RootReducerContext } from '../store/inject';
import type { AppStoreBundle } from '../store/store';
import { portalTheme } from '../theme/theme';

/**
 * Everything a screen needs around it: the one store, the Spanish texts and the one antd
 * configuration. The shell mounts it once; a remote's standalone entry mounts it alone.
 */
export function SharedProviders({ bundle, children }: { bundle: AppStoreBundle; children: ReactNode }) {
  return (
    <Provider store={bundle.store}>
      <RootReducerContext.Provider value={bundle.rootReducer}>
        <PersistGate persistor={bundle.persistor} loading={null}>
          <PortalIntlProvider>
            <ConfigProvider locale={esES} theme={portalTheme}>
              <AntApp>{children}</AntApp>
            </ConfigProvider>
          </PortalIntlProvider>
        </PersistGate>
      </RootReducerContext.Provider>
    </Provider>
  );
}
