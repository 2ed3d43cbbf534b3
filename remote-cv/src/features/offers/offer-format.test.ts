import { createIntl } from 'react-intl';
import { messages } from '../../i18n/es';
import { formatSalary } from './offer-format';

const intl = createIntl({ locale: 'es-EC', messages });

describe('formatSalary', () => {
  it('says one figure when the range’s ends are equal, and the range, floor or ceiling otherwise', () => {
    expect(formatSalary(intl, 460, 460)).toBe('$ 460');
    expect(formatSalary(intl, 460, 800)).toMatch(/^\$ 460\b.*\$ 800$/);
    expect(formatSalary(intl, 460, null)).toMatch(/\$ 460/);
    expect(formatSalary(intl, null, null)).toBeNull();
  });
});
