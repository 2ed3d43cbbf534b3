import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { es } from './messages/es';

export const defaultLocale = 'es';

export function PortalIntlProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={defaultLocale} defaultLocale={defaultLocale} messages={es}>
      {children}
    </IntlProvider>
  );
}

/**
 * Adds an app's own messages on top of the shared ones, so each remote keeps its texts in its
 * own message file and still sees the shared keys.
 */
export function MessagesScope({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const intl = useIntl();
  const merged = useMemo(() => ({ ...(intl.messages as Record<string, string>), ...messages }), [intl.messages, messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}
