import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * The framed panel every sign-in, sign-up and verification screen sits in. Its colours are the
 * theme's CSS variables, not token values, so the page prerendered at build time (light and dark
 * variables both on it) paints in the visitor's theme before any script runs.
 */
export function AuthPanel({ title, children, width = 440 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <section
      style={{
        width: '100%',
        maxWidth: width,
        background: 'var(--ant-color-bg-container)',
        borderRadius: 'var(--ant-border-radius-lg)',
        boxShadow: 'var(--ant-box-shadow-tertiary)',
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
