import type { EnvConfig } from '../contracts/env-config';

let loaded: EnvConfig | null = null;

/**
 * The run-time configuration: the copy the server put into the page (`<script id="env-config">`),
 * or else fetched (never cached by the server), e.g. from a remote's own dev server.
 */
export async function loadEnvConfig(url = '/env-config.json'): Promise<EnvConfig> {
  const inline = typeof document === 'undefined' ? null : document.getElementById('env-config');
  if (inline?.textContent) {
    loaded = JSON.parse(inline.textContent) as EnvConfig;
    return loaded;
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No se pudo leer ${url} (${response.status})`);
  loaded = (await response.json()) as EnvConfig;
  return loaded;
}

/** The configuration the app started with (null before `loadEnvConfig` resolved, and in tests). */
export const currentEnvConfig = (): EnvConfig | null => loaded;
