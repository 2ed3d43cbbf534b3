import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';

/** The framed panel every sign-in, sign-up and verification screen sits in. */
export function AuthPanel({ title, children, width = 440 }: { title: ReactNode; children: ReactNode; width?: number }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth: width,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        padding: 'clamp(20px, 5vw, 40px)',
      }}
    >
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
