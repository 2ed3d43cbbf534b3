// Public Sans, weights 300–700, served by our own server: rspack emits the woff2 files as
// hashed assets next to the shell's chunks (spec §9: a hosted sans-serif web font).
import '@fontsource/public-sans/300.css';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
