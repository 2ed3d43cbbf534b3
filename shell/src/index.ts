import { applyStartupTheme } from './features/settings/startup-theme';

// The saved theme goes on the document before anything else runs (no flash of the wrong theme).
applyStartupTheme();

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
