/**
 * Start-up (spec §4): puts the saved theme on the document before the app (and its loader)
 * starts, so a dark choice never flashes light. Runs in the shell's entry, before the async
 * federation boundary, so it imports nothing shared; `startup-theme.test.ts` keeps its cookie
 * name and colours in step with `@portal/shared`.
 */
export const startupThemeCookie = 'BE-theme';
export const startupLoaderBackground = { light: '#f8f7fa', dark: '#25293c' } as const;

export function savedTheme(cookieString: string): 'light' | 'dark' | 'system' {
  const match = cookieString.match(/(?:^|;\s*)BE-theme=(light|dark|system)(?:;|$)/);
  return (match?.[1] as 'light' | 'dark' | 'system' | undefined) ?? 'system';
}

export function applyStartupTheme(doc: Document = document, win: Window = window) {
  try {
    const theme = savedTheme(doc.cookie);
    const systemDark = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches;
    const resolved = theme === 'dark' || (theme === 'system' && systemDark) ? 'dark' : 'light';
    const root = doc.documentElement;
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
    root.style.setProperty('--initial-loader-bg', startupLoaderBackground[resolved]);
  } catch {
    // cookies or matchMedia unavailable: the stylesheet's colour-scheme default stays
  }
}
