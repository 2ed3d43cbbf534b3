import type { EnvConfig } from '../contracts/env-config';

let loaded: EnvConfig | null = null;

/** Fetches the run-time configuration (never cached by the server). */
export async function loadEnvConfig(url = '/env-config.json'): Promise<EnvConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No se pudo leer ${url} (${response.status})`);
  loaded = (await response.json()) as EnvConfig;
  return loaded;
}

/** The configuration the app started with (null before `loadEnvConfig` resolved, and in tests). */
export const currentEnvConfig = (): EnvConfig | null => loaded;
