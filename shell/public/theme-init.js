/*
 * Start-up theme (spec §4), loaded as a blocking script in <head> so the saved choice is on
 * the document before the first paint: a dark theme never flashes light. Plain ES5 with no
 * imports; startup-theme.test.ts keeps its cookie name and colours in step with the app.
 */
(function () {
  var loaderBackground = { light: '#f8f7fa', dark: '#25293c' };
  try {
    var match = document.cookie.match(/(?:^|;\s*)BE-theme=(light|dark|system)(?:;|$)/);
    var theme = match ? match[1] : 'system';
    var systemDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
    var resolved = theme === 'dark' || (theme === 'system' && systemDark) ? 'dark' : 'light';
    var root = document.documentElement;
    root.setAttribute('data-theme', resolved);
    root.style.colorScheme = resolved;
    root.style.setProperty('--initial-loader-bg', loaderBackground[resolved]);
  } catch {
    // cookies or matchMedia unavailable: the stylesheet's colour-scheme default stays
  }
})();
