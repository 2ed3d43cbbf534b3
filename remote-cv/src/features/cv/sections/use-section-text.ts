import type { CvEntrySection } from '@portal/contracts';
import { useIntl } from 'react-intl';

/** A section's own text by its key: `label('idioma')` → `cv.languages.idioma`. */
export function useSectionText(section: CvEntrySection) {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `cv.${section}.${key}` });
}
