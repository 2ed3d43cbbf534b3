import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { es } from './messages/es';

export const defaultLocale = 'es';

/** The interface texts: Spanish unless another configured locale is in use (then Spanish fills gaps). */
export function PortalIntlProvider({
  children,
  locale = defaultLocale,
  messages = es,
}: {
  children: ReactNode;
  locale?: string;
  messages?: Record<string, string>;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages}>
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
