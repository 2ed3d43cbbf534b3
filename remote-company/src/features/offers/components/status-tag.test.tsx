import { applicationStatuses, offerStatuses } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { MessagesScope, PortalIntlProvider } from '@portal/shared';
import { companyMessages } from '../offer-messages';
import { ApplicationStatusTag, OfferStatusTag } from './status-tag';

/** WCAG's relative luminance of an `rgb(…)` or `#rrggbb` colour. */
function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

function renderTag(ui: React.ReactElement) {
  render(
    <PortalIntlProvider>
      <MessagesScope messages={companyMessages}>{ui}</MessagesScope>
    </PortalIntlProvider>,
  );
}

describe('status tags', () => {
  it.each(offerStatuses)('names the offer status %s in Spanish, its text readable on its background (≥ 4.5:1)', (status) => {
    renderTag(<OfferStatusTag status={status} />);
    const tag = screen.getByText(companyMessages[`offers.status.${status}`]!);
    expect(contrast(tag.style.color, tag.style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(applicationStatuses)('names the application status %s in Spanish, readable on its background (≥ 4.5:1)', (status) => {
    renderTag(<ApplicationStatusTag status={status} />);
    const tag = screen.getByText(companyMessages[`applicants.status.${status}`]!);
    expect(contrast(tag.style.color, tag.style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
