import type { ReactNode } from 'react';
import type { ScreenLead } from '@portal/contracts';
import { Skeleton, Typography } from 'antd';
import { SummaryCardPlaceholder, summaryActionWidth } from './summary-card-placeholder';

/** The page the app was opened at, and the lead its first paint (the signed-in frame) showed. */
let openedAt: { pathname: string; lead: ScreenLead } | undefined;

/**
 * The shell hands over the lead the signed-in frame painted for the page it was opened at: every
 * loading screen of that page (the shell's while the remote downloads, the remote's while the
 * screen's code does) keeps showing it, so it does not vanish and come back.
 */
export function rememberScreenLead(pathname: string, lead: ScreenLead) {
  openedAt = { pathname, lead };
}

const leadOf = (lead: ScreenLead | undefined) =>
  lead ?? (openedAt && typeof window !== 'undefined' && window.location.pathname === openedAt.pathname ? openedAt.lead : undefined);

/**
 * What stands in a screen's place while its code downloads: the screen's title where the screen
 * puts its own (a level-2 heading at the top of the content) over a skeleton of the content. The
 * shell's first paint of a signed-in page (its HTML), the shell while a remote loads and a remote
 * while a screen's code loads all show it, so the title stays in place from the first paint on.
 * With a lead (see ScreenLead), also what the screen shows around its title, where it shows it:
 * an intro as CompanyPage's subtitle, a summary card's placeholder above it as CvPage's header.
 */
export function ScreenLoading({ title, lead: given }: { title: ReactNode; lead?: ScreenLead }) {
  const lead = leadOf(given);
  const intro = lead?.kind === 'intro' ? lead : undefined;
  return (
    <section aria-busy="true">
      {lead?.kind === 'summary' && <SummaryCardPlaceholder actionWidth={summaryActionWidth} />}
      <Typography.Title level={2} style={{ margin: 0, marginBottom: intro ? 4 : 16 }}>
        {title}
      </Typography.Title>
      {intro && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }} data-screen-lead={intro.kind}>
          {intro.text}
        </Typography.Paragraph>
      )}
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </section>
  );
}
