import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * A title key as the navigation shows it (`menu.{key}` from the texts), and whether it has a
 * translation at all: without one the navigation shows the key itself.
 */
export function useMenuTitle() {
  const intl = useIntl();
  return useCallback(
    (key: string) => {
      const text = intl.messages[`menu.${key}`];
      return typeof text === 'string' ? { text, translated: true } : { text: key, translated: false };
    },
    [intl.messages],
  );
}
