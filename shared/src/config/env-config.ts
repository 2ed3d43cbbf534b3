import type { EnvConfig } from '../contracts/env-config';

/** Fetches the run-time configuration (never cached by the server). */
export async function loadEnvConfig(url = '/env-config.json'): Promise<EnvConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No se pudo leer ${url} (${response.status})`);
  return (await response.json()) as EnvConfig;
}
