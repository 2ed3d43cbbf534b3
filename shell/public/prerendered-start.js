/*
 * Starts the app on a page the build prerendered (shell/scripts/prerender.mjs): the page is
 * already painted and its fields take input, so the app's code — fetched at once at a low
 * priority (<link rel="prefetch">) — runs at the visitor's first interaction, keeping the main
 * thread free while the page loads. A tab with a stored session starts it at once (the app
 * sends a signed-in visitor on). A form sent before the app runs is held and sent by the app
 * (shell/src/common/prerendered.ts), never as a plain form. A press on a button or a link that the
 * app replaces with its own before the release counts as a click on the app's one, as it would
 * have on the page's. Plain ES5, no imports.
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
  // The browser sends no click for a press whose element left the page before the release: the
  // app's first render replaces every element of the page, and on a slow device it can land in
  // the middle of a press. The release then clicks the app's element under it, if it is the same
  // button or link (same kind, same text) and the browser did not click it itself.
  var pressed = null;
  var clickable = 'button, a[href]';
  addEventListener(
    'pointerdown',
    function (event) {
      var target = state.mounted || !event.target.closest ? null : event.target.closest(clickable);
      pressed = target && { element: target, text: target.textContent, twin: null, clicked: false };
    },
    true,
  );
  addEventListener(
    'click',
    function (event) {
      if (pressed && pressed.twin && pressed.twin.contains(event.target)) pressed.clicked = true;
    },
    true,
  );
  addEventListener(
    'pointerup',
    function (event) {
      var press = pressed;
      if (!press || press.element.isConnected || !state.mounted) return;
      var under = document.elementFromPoint(event.clientX, event.clientY);
      var twin = under && under.closest(clickable);
      if (!twin || twin.tagName !== press.element.tagName || twin.textContent !== press.text) return;
      // A click the browser sends to an element around both (their common ancestor) is not one on it.
      press.twin = twin;
      setTimeout(function () {
        if (!press.clicked) twin.click();
        if (pressed === press) pressed = null;
      }, 0);
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
