// Style sheets are bundled by rspack (type 'css/auto'); importing one only adds it to the page.
declare module '*.css';
