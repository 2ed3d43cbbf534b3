import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { createApiClient, MessagesScope, setApiClient, toast } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/testing';
import { ProductTitleContext } from '../common/product-title';
import { messages } from '../i18n/es';

export const testApi = 'http://localhost/api';

/** Renders a shell screen with its texts, the product title and an API client on `testApi`. */
export function renderScreen(ui: ReactElement, { route = '/' } = {}) {
  setApiClient(
    createApiClient({
      apiBase: testApi,
      getToken: () => null,
      onErrorMessage: (message) => toast('warning', message),
    }),
  );
  return renderWithProviders(
    <MessagesScope messages={messages}>
      <ProductTitleContext.Provider value="Bolsa de Empleo Universitaria">{ui}</ProductTitleContext.Provider>
    </MessagesScope>,
    { route },
  );
}

/** The server's `GET refresh`: hands out the CSRF cookie the client echoes. */
export const refreshHandler = http.get(`${testApi}/refresh`, () => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
  return HttpResponse.json({ message: 'OK', data: null });
});
