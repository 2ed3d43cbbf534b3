import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CvHeader } from './cv-header';

/** A CV screen: the CV header, the section's heading with its actions, then the section. */
export function CvPage({ titleId, actions, children }: { titleId: string; actions?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <CvHeader />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id={headingId} style={{ margin: 0 }}>
          {intl.formatMessage({ id: titleId })}
        </Typography.Title>
        {actions}
      </Flex>
      {children}
    </section>
  );
}
