/*
 * Starts the app on a page the build prerendered (shell/scripts/prerender.mjs): the page is
 * already painted and its fields take input, so the app's code — fetched at once at a low
 * priority (<link rel="prefetch">) — runs at the visitor's first interaction, keeping the main
 * thread free while the page loads. A tab with a stored session starts it at once (the app
 * sends a signed-in visitor on). A form sent before the app runs is held and sent by the app
 * (shell/src/app/prerendered.ts), never as a plain form. Plain ES5, no imports.
 */
(function () {
  var script = document.currentScript;
  var main = script && script.getAttribute('data-main');
  if (!main) return;
  var interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'mousemove', 'wheel'];
  var state = (window.__portalPrerendered = { started: false, submitted: null });
  function start() {
    if (state.started) return;
    state.started = true;
    for (var i = 0; i < interactions.length; i += 1) removeEventListener(interactions[i], start, true);
    var app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (state.mounted) return;
      event.preventDefault();
      state.submitted = event.target;
      start();
    },
    true,
  );
  for (var i = 0; i < interactions.length; i += 1) addEventListener(interactions[i], start, { capture: true, passive: true });
  try {
    if (window.sessionStorage.getItem('persist:session')) start();
  } catch {
    // no session storage: the first interaction starts the app
  }
})();
