import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ResolvedTheme, Skin } from '../settings/ui-settings';

/** The brand colour, the same in light and dark (spec §9). */
export const primaryColor = '#00a0dd';

/** Breakpoints of the spec (§9). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const fontFamily = "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif";

/** Page background and surface colours per theme (also the initial loader's background). */
export const surfaces = {
  light: { layout: '#f8f7fa', container: '#ffffff', text: '#2f2b3d', secondaryText: '#5d596c' },
  dark: { layout: '#25293c', container: '#2f3349', text: '#e1def5', secondaryText: '#b6bee3' },
} as const;

/**
 * Text drawn on the brand colour, and links on light surfaces: white on #00a0dd (3.0:1) and
 * #00a0dd on white fall short of WCAG AA, so those two use darker companions of the brand.
 */
const onPrimaryText = '#0b1d26';
const linkOnLight = '#00709e';
/** And on the dark surfaces #00a0dd is 4.2:1: links and the selected entry take a lighter tone. */
const linkOnDark = '#5cc7f0';

/** antd's screen tokens from the spec's breakpoints (each Max is the next Min minus one). */
function screenTokens() {
  const xs = 480;
  const { sm, md, lg, xl, xxl } = breakpoints;
  const xxxl = 3840;
  return {
    screenXS: xs,
    screenXSMin: xs,
    screenXSMax: sm - 1,
    screenSM: sm,
    screenSMMin: sm,
    screenSMMax: md - 1,
    screenMD: md,
    screenMDMin: md,
    screenMDMax: lg - 1,
    screenLG: lg,
    screenLGMin: lg,
    screenLGMax: xl - 1,
    screenXL: xl,
    screenXLMin: xl,
    screenXLMax: xxl - 1,
    screenXXL: xxl,
    screenXXLMin: xxl,
    screenXXLMax: xxxl - 1,
    screenXXXL: xxxl,
    screenXXXLMin: xxxl,
  };
}

type Algorithm = Extract<NonNullable<ThemeConfig['algorithm']>, (...args: never[]) => unknown>;

/** Keeps the brand colour (and our status colours) exact after the dark algorithm (which would shade them). */
const keepBrand: Algorithm = (seed, map) => ({
  ...map!,
  colorPrimary: primaryColor,
  colorInfo: primaryColor,
  colorSuccess: seed.colorSuccess,
  colorError: seed.colorError,
  colorWarning: seed.colorWarning,
  ...screenTokens(),
});

/**
 * Status colours as text: antd's defaults on their own pale backgrounds (tags, alerts) and the
 * danger buttons' red on white fall below WCAG AA (2.2–3.4:1); these tones pass (≥ 4.5:1) on the
 * light and the dark surfaces. Info stays the brand colour (progress bars are the brand's); a
 * "processing" tag's text takes the link tones (the Tag tokens below).
 */
const statusColors = {
  light: { colorSuccess: '#237804', colorError: '#cf1322', colorWarning: '#ad4e00' },
  dark: { colorSuccess: '#73d13d', colorError: '#ff7875', colorWarning: '#ffc53d' },
} as const;

/**
 * Their pale backgrounds (tags, alerts), given rather than derived: the palette antd derives
 * from the darker green above is a grey-green (#adb8a5) on which that green is 2.7:1.
 */
const statusBackgrounds = {
  light: { colorSuccessBg: '#f6ffed', colorErrorBg: '#fff1f0', colorWarningBg: '#fff7e6' },
  dark: { colorSuccessBg: '#162312', colorErrorBg: '#2c1618', colorWarningBg: '#2b2111' },
} as const;

/** Placeholders (antd's are translucent: 1.6:1 on white) in solid tones at 4.5:1 or more. */
const placeholderText = { light: '#75718a', dark: '#9ea3c4' } as const;

export interface PortalThemeOptions {
  theme?: ResolvedTheme;
  skin?: Skin;
  /** Turns antd's animations off (tests). */
  motion?: boolean;
}

/**
 * The one antd theme of the portal for a light or dark theme and a skin (spec §4, §9).
 *
 * Zero-runtime: antd's component styles come prebuilt from antd/dist/antd.css, split per
 * component by the build (build/src/antd-styles.ts: each component's styles come with its code),
 * written against CSS variables; at run time antd only sets those variables from
 * the tokens below, so the brand colour, dark mode, the skins, RTL and the live theme switch
 * still apply, while the style generation that cost seconds of main thread on a phone is gone
 * (and its code too: build/src/antd-zero-runtime-loader.cjs leaves the generators out of the build).
 * The flag must stay on for the app's whole life (antd reads it once per component).
 */
export function createPortalTheme({ theme = 'light', skin = 'default', motion = true }: PortalThemeOptions = {}): ThemeConfig {
  const dark = theme === 'dark';
  const surface = surfaces[theme];
  const bordered = skin === 'bordered';
  return {
    zeroRuntime: true,
    // The prebuilt style sheet's selectors carry no hash class.
    hashed: false,
    algorithm: [dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, keepBrand],
    token: {
      colorPrimary: primaryColor,
      colorInfo: primaryColor,
      ...statusColors[theme],
      ...statusBackgrounds[theme],
      colorTextPlaceholder: placeholderText[theme],
      colorLink: dark ? linkOnDark : linkOnLight,
      colorBgBase: dark ? surface.container : '#ffffff',
      colorBgLayout: bordered ? surface.container : surface.layout,
      colorBgContainer: surface.container,
      colorBgElevated: surface.container,
      colorTextBase: surface.text,
      // antd's translucent secondary text falls below 4.5:1 on these surfaces; solid tones pass.
      colorTextSecondary: surface.secondaryText,
      colorTextDescription: surface.secondaryText,
      // Links inside text are told apart by more than their colour (WCAG 1.4.1).
      linkDecoration: 'underline',
      fontFamily,
      borderRadius: 6,
      motion,
      ...(bordered ? { boxShadow: 'none', boxShadowSecondary: 'none', boxShadowTertiary: 'none' } : {}),
      ...screenTokens(),
    },
    components: {
      Button: { primaryColor: onPrimaryText, primaryShadow: 'none' },
      Menu: {
        itemSelectedColor: dark ? linkOnDark : linkOnLight,
        // The title of the group that holds the selected entry; the brand colour is 2.96:1 on white.
        subMenuItemSelectedColor: dark ? linkOnDark : linkOnLight,
        horizontalItemSelectedColor: dark ? linkOnDark : linkOnLight,
        // A dark menu (the dark theme, the semi-dark skin) fills the selected entry with the brand
        // colour, white on it is 2.96:1: the darker companion takes its place (5.5:1). The text
        // stays white, as it is also the colour of the selected entry's group title on the menu.
        darkItemSelectedBg: linkOnLight,
      },
      // A "processing" tag writes in the info colour, the brand's: its text takes the link tones.
      Tag: { colorInfo: dark ? linkOnDark : linkOnLight },
      Layout: {
        headerBg: 'transparent',
        siderBg: surface.container,
        lightSiderBg: surface.container,
        footerBg: 'transparent',
        bodyBg: bordered ? surface.container : surface.layout,
      },
    },
  };
}

/** The light theme, default skin (kept for callers that need a static theme). */
export const portalTheme: ThemeConfig = createPortalTheme();
