// Async boundary: shared singletons are negotiated before any app code runs.
// (The saved theme is already on the page: public/theme-init.js runs in <head>.)
import('./bootstrap');
