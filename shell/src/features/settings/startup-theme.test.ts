import { settingCookieName, surfaces } from '@portal/shared';
import { applyStartupTheme, savedTheme, startupLoaderBackground, startupThemeCookie } from './startup-theme';

describe('start-up theme', () => {
  it('reads the same cookie and paints the same loader colours as the app', () => {
    expect(startupThemeCookie).toBe(settingCookieName('theme'));
    expect(startupLoaderBackground.light).toBe(surfaces.light.layout);
    expect(startupLoaderBackground.dark).toBe(surfaces.dark.layout);
  });

  it('takes the saved theme from the cookies', () => {
    expect(savedTheme('a=1; BE-theme=dark; b=2')).toBe('dark');
    expect(savedTheme('XBE-theme=dark')).toBe('system');
    expect(savedTheme('')).toBe('system');
  });

  it('puts a saved dark theme on the document', () => {
    document.cookie = 'BE-theme=dark; path=/';
    applyStartupTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--initial-loader-bg')).toBe('#25293c');
    document.cookie = 'BE-theme=; max-age=0; path=/';
  });
});
