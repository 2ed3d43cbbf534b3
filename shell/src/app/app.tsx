import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SharedProviders, type AppStoreBundle } from '@portal/shared';
import { createRouter } from './router';

export function App({ bundle, productTitle }: { bundle: AppStoreBundle; productTitle: string }) {
  const [router] = useState(() => createRouter(productTitle));
  return (
    <SharedProviders bundle={bundle}>
      <RouterProvider router={router} />
    </SharedProviders>
  );
}
