import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { productTitlePlaceholder, screenLeadPlaceholder, screenTitlePlaceholder } from '@portal/contracts';

export const themeScript = 'document.documentElement.dataset.theme = "light";';
export const shellIndexHtml = `<!doctype html><html><head><title>Bolsa</title><script>${themeScript}</script></head><body><div id="root"></div></body></html>`;
/** A page as shell/scripts/prerender.mjs writes it: the product title left for the server to fill in. */
export const prerenderedLoginHtml = `<!doctype html><html><head><title>Iniciar sesión - ${productTitlePlaceholder}</title><script>${themeScript}</script></head><body><div id="root" data-prerendered><h1>Bienvenido a ${productTitlePlaceholder}</h1><form><input name="email"></form></div></body></html>`;
/** The signed-in frame as the prerender writes it: the screen's title left for the server, and its no-session script. */
export const frameScript = 'if (!sessionStorage.getItem("persist:session")) document.getElementById("root").innerHTML = "";';
export const signedInFrameHtml = `<!doctype html><html><head><title>${productTitlePlaceholder}</title><script>${themeScript}</script></head><body><div id="root" data-frame><main><h2>${screenTitlePlaceholder}</h2></main></div><script>${frameScript}</script></body></html>`;
/** The frame drawn with an intro under the title (a remote's screen lead), its text left for the server. */
export const signedInIntroFrameHtml = signedInFrameHtml.replace('</h2>', `</h2><p data-screen-lead="intro">${screenLeadPlaceholder}</p>`);
/** The frame drawn with a summary card's placeholder above the title (a remote's screen lead), no text. */
export const signedInSummaryFrameHtml = signedInFrameHtml.replace('<h2>', '<div class="ant-card" data-screen-lead="summary"></div><h2>');
export const shellMainJs = `console.log(${JSON.stringify('shell main '.repeat(50))});`;

/**
 * A STATIC_ROOT laid out like the built portal: the shell and one remote (cv), the others not
 * built; with `frame`, also the signed-in frame and its titles (one with markup in it), the frame
 * drawn with an intro and with a summary card, and the company and CV remotes' screen leads.
 */
export async function createFakeStaticRoot({ frame = false } = {}): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'portal-test-static-'));
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': shellIndexHtml,
    'shell/dist/prerendered/login.html': prerenderedLoginHtml,
    'shell/dist/prerendered/pages.json': JSON.stringify({ '/login': 'login.html' }),
    'shell/dist/main.1a2b3c4d.js': shellMainJs,
    'shell/dist/main.1a2b3c4d.js.br': brotliCompressSync(shellMainJs),
    'shell/dist/main.1a2b3c4d.js.gz': gzipSync(shellMainJs),
    'shell/dist/fonts/x.9f8e7d6c.woff2': 'font',
    'remote-cv/dist/remoteEntry.js': 'var remote_cv;',
    'remote-cv/dist/mf-manifest.json': JSON.stringify({ id: 'remote_cv' }),
    'remote-cv/dist/123.ab12cd34.js': 'chunk',
    ...(frame
      ? {
          'shell/dist/prerendered/signed-in.html': signedInFrameHtml,
          'shell/dist/prerendered/signed-in-titles.json': JSON.stringify({
            main_info: 'Información <personal> & "básica"',
            my_offers: 'Mis ofertas',
            new_offer: 'Nueva oferta',
            offers: 'Ofertas',
            main_work: 'Experiencia laboral',
            main_courses: 'Cursos',
          }),
          'shell/dist/prerendered/signed-in-intro.html': signedInIntroFrameHtml,
          'shell/dist/prerendered/signed-in-summary.html': signedInSummaryFrameHtml,
          // A summary has no text: none, or one given, is not painted.
          'remote-cv/dist/screen-leads.json': JSON.stringify({
            '/CV/work': { kind: 'summary', text: '' },
            '/CV/courses': { kind: 'summary', text: 'Cursos <b>' },
          }),
          'remote-company/dist/screen-leads.json': JSON.stringify({
            '/company/new-offer': { kind: 'intro', text: 'Describe el puesto <bien> & "claro"' },
            // Kinds the shell's build did not draw (one perhaps a newer remote's), and not a lead.
            '/company/my-offers': { kind: 'section', text: 'Todas tus ofertas' },
            '/offers': { kind: 'banner', text: 'Ofertas' },
            '/CV/basic': { kind: 'intro' },
          }),
        }
      : {}),
  };
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return root;
}
