import { applySetting, defaultSettings, effectiveNavLayout, initials, readSettings, resolveTheme, settingCookie } from './ui-settings';

describe('interface settings', () => {
  it('defaults to the system theme, boxed content, sticky navbar and vertical navigation', () => {
    expect(readSettings('')).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({
      theme: 'system',
      contentWidth: 'boxed',
      navbarType: 'sticky',
      navLayout: 'vertical',
      footerType: 'static',
    });
  });

  it('reads each BE- cookie and ignores unknown values', () => {
    const settings = readSettings('other=1; BE-theme=dark; BE-navLayout=diagonal; BE-navCollapsed=true; BE-language=ar; BE-rtl=true');
    expect(settings).toMatchObject({ theme: 'dark', navLayout: 'vertical', navCollapsed: true, language: 'ar', rtl: true });
  });

  it('saves a preference for 30 days on path /', () => {
    expect(settingCookie('skin', 'bordered')).toMatch(/^BE-skin=bordered; Max-Age=2592000; Expires=.+; Path=\/; SameSite=Lax$/);
  });

  it('switching to horizontal navigation turns a hidden navbar sticky and expands the navigation', () => {
    const before = { ...defaultSettings, navbarType: 'hidden' as const, navCollapsed: true };
    expect(applySetting(before, 'navLayout', 'horizontal')).toMatchObject({
      navLayout: 'horizontal',
      navbarType: 'sticky',
      navCollapsed: false,
    });
  });

  it('a language brings its right-to-left flag', () => {
    expect(applySetting(defaultSettings, 'language', 'ar').rtl).toBe(true);
    expect(applySetting({ ...defaultSettings, rtl: true }, 'language', 'fr').rtl).toBe(false);
  });

  it('resolves the system theme and forces vertical navigation below 1280 px', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(effectiveNavLayout('horizontal', 1200)).toBe('vertical');
    expect(effectiveNavLayout('horizontal', 1279)).toBe('vertical');
    expect(effectiveNavLayout('horizontal', 1280)).toBe('horizontal');
  });

  it('initials: the first letters of the first three words, upper-cased', () => {
    expect(initials('ana maria de la torre')).toBe('AMD');
    expect(initials('  Óscar  ')).toBe('Ó');
    expect(initials('')).toBe('');
  });
});
