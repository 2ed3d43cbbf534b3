import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';

interface Props {
  /** An icon that says what happened (decorative). */
  icon: ReactNode;
  /** The heading level fits where the panel stands: 1 for a page, 2 inside the layout, more in a card. */
  level: 1 | 2 | 3 | 4;
  title: ReactNode;
  description: ReactNode;
  action: ReactNode;
}

/**
 * A centred message with an icon, a heading and one action: the not-found screen and a remote
 * that failed. (antd's Result carries SVG illustrations that every first load would download.)
 */
export function StatusPanel({ icon, level, title, description, action }: Props) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 24px', textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 56, lineHeight: 1, color: token.colorTextTertiary }}>
        {icon}
      </span>
      <Typography.Title level={level} style={{ fontSize: level === 1 ? 24 : level === 2 ? 20 : 16, margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 480, margin: 0 }}>
        {description}
      </Typography.Paragraph>
      {action}
    </Flex>
  );
}
