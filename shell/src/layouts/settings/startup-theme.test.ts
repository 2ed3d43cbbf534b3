import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingCookieName, surfaces } from '@portal/shared';

/** The blocking start-up script the shell's page loads in <head> (shell/public). */
const source = readFileSync(path.resolve(__dirname, '../../../public/theme-init.js'), 'utf8');
const runStartupScript = () => new Function(source)();

const clearTheme = () => {
  document.cookie = 'BE-theme=; max-age=0; path=/';
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.removeProperty('--initial-loader-bg');
};

describe('start-up theme script', () => {
  afterEach(clearTheme);

  it('reads the same cookie and paints the same loader colours as the app', () => {
    expect(source).toContain(`${settingCookieName('theme')}=`);
    expect(source).toContain(`light: '${surfaces.light.layout}'`);
    expect(source).toContain(`dark: '${surfaces.dark.layout}'`);
  });

  it('puts a saved dark theme on the document', () => {
    document.cookie = 'BE-theme=dark; path=/';
    runStartupScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--initial-loader-bg')).toBe('#25293c');
  });

  it('follows the system (light here) when nothing is saved', () => {
    runStartupScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.getPropertyValue('--initial-loader-bg')).toBe('#f8f7fa');
  });

  it('ignores a cookie whose name only ends like ours', () => {
    document.cookie = 'XBE-theme=dark; path=/';
    runStartupScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    document.cookie = 'XBE-theme=; max-age=0; path=/';
  });
});
