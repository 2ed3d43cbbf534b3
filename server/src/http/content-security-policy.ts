import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';

/** Origins of remotes served from elsewhere (REMOTE_*_URL as absolute URLs). */
function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** The real-time socket on the page's own host (or REALTIME_HOST/PORT), in ws: and wss:. */
function realtimeSources(config: Config) {
  return (request: IncomingMessage): string => {
    const host = config.realtime.host
      ? `${config.realtime.host}${config.realtime.port ? `:${config.realtime.port}` : ''}`
      : (request.headers.host ?? '').replace(/[^A-Za-z0-9.:[\]-]/g, '');
    return host ? `ws://${host} wss://${host}` : "'self'";
  };
}

/**
 * Same-origin CSP: the shell's own scripts and the remotes' origins; inline styles because
 * antd injects <style> tags; data: images; the real-time socket.
 */
export function contentSecurityPolicy(config: Config) {
  const remotes = remoteOrigins(config);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...remotes],
      styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
      imgSrc: ["'self'", 'data:', ...remotes],
      fontSrc: ["'self'", 'data:', ...remotes],
      connectSrc: ["'self'", realtimeSources(config), ...remotes],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
    },
  };
}
