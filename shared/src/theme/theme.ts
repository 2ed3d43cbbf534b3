import type { ThemeConfig } from 'antd/es/config-provider/context';

export const primaryColor = '#00a0dd';

/** Breakpoints of the spec (§9). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: primaryColor,
    colorInfo: primaryColor,
    fontFamily: "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    borderRadius: 6,
  },
};
