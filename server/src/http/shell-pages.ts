import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  productTitlePlaceholder,
  type ScreenLead,
  type ScreenLeadKind,
  screenLeadHasText,
  screenLeadKindOf,
  screenLeadKinds,
  screenLeadPlaceholder,
  screenTitlePlaceholder,
} from '@portal/contracts';
import type { EnvConfig } from '@portal/contracts/schemas';
import type { Config } from '../config.ts';
import { readCookie } from './cookies.ts';

/** The front end's run-time settings (also served as /env-config.json). */
export function envConfigFor(config: Config): EnvConfig {
  const { productTitle, languageSwitcher, realtime, remotes } = config;
  return {
    apiBase: '/api',
    productTitle,
    languageSwitcher,
    realtime: { key: realtime.appKey, host: realtime.host, port: realtime.port },
    remotes: { remote_cv: remotes.cv, remote_company: remotes.company, remote_admin: remotes.admin },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside a `<script>` element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface ShellPage {
  html: string;
  gzip: Buffer;
  /** CSP sources of the page's inline scripts (`'sha256-…'`): the policy allows these and no other. */
  scriptHashes: string[];
}

/** Inline `<script>` elements that run: no `src`, not a data block. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP with `hashes` added to its script-src (script-src-attr untouched). */
export function allowingScripts(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*script-src\s[^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive} ${hashes.join(' ')}`,
  );
}

interface Loaded {
  version: string;
  index: ShellPage;
  prerendered: Map<string, ShellPage>;
  /**
   * The signed-in frame with its title placeholder, and one per kind of lead the build drew
   * (with the lead's placeholder too), the titles it may show, when built.
   */
  frame: {
    templates: Map<ScreenLeadKind | 'none', string>;
    titles: Record<string, string>;
    pages: Map<string, ShellPage>;
  } | null;
  /** The leads of the screens the remotes served here declare, by path (their screen-leads.json). */
  leads: Map<string, ScreenLead>;
}

/** A remote's screen-leads.json, its entries checked: a lead of an unknown kind is left out. */
function readLeads(file: string, into: Map<string, ScreenLead>) {
  let declared: unknown;
  try {
    declared = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return; // a remote built without leads, or not built
  }
  if (typeof declared !== 'object' || declared === null) return;
  for (const [pathname, lead] of Object.entries(declared as Record<string, Partial<ScreenLead> | null>)) {
    const kind = screenLeadKindOf(lead?.kind);
    if (!kind) continue;
    if (!screenLeadHasText(kind)) into.set(pathname, { kind, text: '' });
    else if (typeof lead?.text === 'string' && lead.text) into.set(pathname, { kind, text: lead.text });
  }
}

/** A file's modification time, or '-' when it is missing: part of the build's version. */
function modifiedAt(file: string): string {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return '-';
  }
}

/**
 * The preferences the signed-in frame is drawn for (shared/src/settings/ui-settings.ts): the
 * navigation's layout and colours and the navbar and content's placement at their defaults.
 */
const frameLayoutDefaults: Record<string, string> = {
  'BE-navLayout': 'vertical',
  'BE-navCollapsed': 'false',
  'BE-semiDarkNav': 'false',
  'BE-contentWidth': 'boxed',
  'BE-navbarType': 'sticky',
};

/**
 * The HTML documents of the shell: index.html for every route, and for the open pages the
 * build prerendered (dist/prerendered), that page's own document, which paints before any
 * script. Each carries the run-time settings (`<script id="env-config">`), so the app starts
 * without fetching them, and the product title. Read again when the build changes.
 */
export class ShellPages {
  private loaded: Loaded | null = null;
  private readonly envScript: string;

  /**
   * `remoteDists`: the build folders of the remotes this server serves (a remote deployed
   * elsewhere declares no leads here: its screens' frames show the title alone).
   */
  constructor(
    private readonly shellDist: string,
    private readonly config: Config,
    private readonly remoteDists: string[] = [],
  ) {
    this.envScript = `<script type="application/json" id="env-config">${scriptSafeJson(envConfigFor(config))}</script>`;
  }

  /**
   * The document for a navigation to `pathname`, or null when the shell is not built. A page
   * that a menu entry names (`menuTitleAt` reads its title key; asked only when the signed-in
   * frame could be served) is a signed-in screen: its document paints the frame with its title.
   * The home page is not framed.
   */
  async page(
    pathname: string,
    cookieHeader: string | undefined,
    menuTitleAt: (pathname: string) => Promise<string | undefined>,
  ): Promise<ShellPage | null> {
    const loaded = this.load();
    if (!loaded) return null;
    if (!this.looksAsPrerendered(cookieHeader)) return loaded.index;
    const prerendered = loaded.prerendered.get(pathname);
    if (prerendered) return prerendered;
    const { frame } = loaded;
    if (!frame || pathname === '/' || !this.framedLayout(cookieHeader)) return loaded.index;
    const menuTitle = await menuTitleAt(pathname);
    const title = menuTitle === undefined ? undefined : frame.titles[menuTitle];
    if (title === undefined) return loaded.index;
    // The screen's lead, when its remote declares one and the shell's build drew its kind.
    const declared = loaded.leads.get(pathname);
    const lead = declared && frame.templates.has(declared.kind) ? declared : undefined;
    const key = JSON.stringify([title, lead?.kind, lead?.text]);
    let framed = frame.pages.get(key);
    if (!framed) {
      const template = frame.templates.get(lead?.kind ?? 'none')!;
      framed = this.finish(
        template
          .split(screenTitlePlaceholder)
          .join(escapeHtml(title))
          .split(screenLeadPlaceholder)
          .join(escapeHtml(lead?.text ?? '')),
      );
      frame.pages.set(key, framed);
    }
    return framed;
  }

  /** Whether the visitor's layout preferences are those the signed-in frame is drawn for. */
  private framedLayout(cookieHeader: string | undefined): boolean {
    return Object.entries(frameLayoutDefaults).every(([name, value]) => {
      const saved = readCookie(cookieHeader, name);
      return saved === undefined || saved === value;
    });
  }

  /**
   * The prerendered pages are in Spanish with the default skin, in either theme (the theme is a
   * CSS switch): a visitor whose preference cookies (shared/src/settings/ui-settings.ts) chose
   * otherwise gets index.html, which the app renders their way.
   */
  private looksAsPrerendered(cookieHeader: string | undefined): boolean {
    const skin = readCookie(cookieHeader, 'BE-skin');
    if (skin !== undefined && skin !== 'default') return false;
    if (!this.config.languageSwitcher) return true;
    const language = readCookie(cookieHeader, 'BE-language');
    return (language === undefined || language === 'es') && readCookie(cookieHeader, 'BE-rtl') !== 'true';
  }

  private load(): Loaded | null {
    const indexFile = path.join(this.shellDist, 'index.html');
    const leadFiles = this.remoteDists.map((dist) => path.join(dist, 'screen-leads.json'));
    let version: string;
    try {
      version = [statSync(indexFile).mtimeMs, ...leadFiles.map(modifiedAt)].join(' ');
    } catch {
      return null;
    }
    if (this.loaded?.version === version) return this.loaded;
    const prerendered = new Map<string, ShellPage>();
    const folder = path.join(this.shellDist, 'prerendered');
    let list: Record<string, string> = {};
    try {
      list = JSON.parse(readFileSync(path.join(folder, 'pages.json'), 'utf8')) as Record<string, string>;
    } catch {
      // a build without prerendered pages: index.html serves them all
    }
    for (const [pagePath, file] of Object.entries(list)) {
      prerendered.set(pagePath, this.finish(readFileSync(path.join(folder, path.basename(file)), 'utf8')));
    }
    let frame: Loaded['frame'] = null;
    try {
      frame = {
        templates: new Map([['none', readFileSync(path.join(folder, 'signed-in.html'), 'utf8')]]),
        titles: JSON.parse(readFileSync(path.join(folder, 'signed-in-titles.json'), 'utf8')) as Record<string, string>,
        pages: new Map(),
      };
    } catch {
      // a build without the signed-in frame: index.html serves the signed-in pages
    }
    for (const kind of frame ? screenLeadKinds : []) {
      try {
        frame!.templates.set(kind, readFileSync(path.join(folder, `signed-in-${kind}.html`), 'utf8'));
      } catch {
        // a shell built before this kind of lead: those screens' frames show the title alone
      }
    }
    const leads = new Map<string, ScreenLead>();
    for (const file of leadFiles) readLeads(file, leads);
    this.loaded = { version, index: this.finish(readFileSync(indexFile, 'utf8')), prerendered, frame, leads };
    return this.loaded;
  }

  private finish(template: string): ShellPage {
    const html = template
      .split(productTitlePlaceholder)
      .join(escapeHtml(this.config.productTitle))
      .replace('</head>', `${this.envScript}</head>`);
    const scriptHashes = [...html.matchAll(inlineScript)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
    );
    return { html, gzip: gzipSync(html), scriptHashes };
  }
}
