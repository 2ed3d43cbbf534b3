import { useState } from 'react';
import { RouterProvider } from '@portal/shared/router';
import { SharedProviders, type AppStoreBundle } from '@portal/shared';
import { ProductTitleContext } from './product-title';
import { createRouter } from './router';

export function App({ bundle, productTitle }: { bundle: AppStoreBundle; productTitle: string }) {
  const [router] = useState(createRouter);
  return (
    <SharedProviders bundle={bundle}>
      <ProductTitleContext.Provider value={productTitle}>
        <RouterProvider router={router} />
      </ProductTitleContext.Provider>
    </SharedProviders>
  );
}
