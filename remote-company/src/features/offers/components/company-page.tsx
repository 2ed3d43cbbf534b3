import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';

interface Props {
  title: ReactNode;
  /** A line under the title (what the screen is about, the offer's name). */
  subtitle?: ReactNode;
  /** A link back to where the screen was opened from. */
  back?: { to: string; label: ReactNode };
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A company screen: an optional way back, the screen's heading (level 2, in the layout) with its actions, then the content. */
export function CompanyPage({ title, subtitle, back, actions, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {back && (
        <Link to={back.to} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
          <ArrowLeftOutlined aria-hidden />
          {back.label}
        </Link>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: subtitle ? 4 : 16 }}>
        <Typography.Title level={2} id={headingId} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}
