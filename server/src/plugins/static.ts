import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE, cacheControlFor } from '../http/cache-control.ts';
import { isSpaNavigation } from '../http/spa-navigation.ts';
import { messages, type ErrorResponse } from '@portal/contracts/schemas';

/** Each remote's build, served under /remotes/<name>/. */
export const remoteFolders = { cv: 'remote-cv', company: 'remote-company', admin: 'remote-admin' } as const;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/** A shell on another origin (another deployment, or a dev server) loads remotes with fetch and script tags. */
function setRemoteHeaders(reply: FastifyReply, filePath: string): void {
  setCacheHeaders(reply, filePath);
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Serves the built shell at / (with the single-page fallback) and each built
 * remote under /remotes/<name>/. Files compressed at build time (.br, .gz)
 * are picked by Accept-Encoding; the Cache-Control header is ours, not send's.
 */
export default fp(
  async (app) => {
    const shellDist = path.join(app.config.staticRoot, 'shell', 'dist');
    const common = { preCompressed: true, cacheControl: false, suppressWarning: true, wildcard: true } as const;

    const warnIfMissing = (folder: string) => {
      if (!existsSync(folder)) app.log.warn(`${folder} does not exist yet; build the front end (npm run build)`);
    };

    warnIfMissing(shellDist);
    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/', setHeaders: setCacheHeaders });

    for (const [name, folder] of Object.entries(remoteFolders)) {
      const root = path.join(app.config.staticRoot, folder, 'dist');
      warnIfMissing(root);
      await app.register(fastifyStatic, {
        ...common,
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        setHeaders: setRemoteHeaders,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      // Checked per request: the shell may be built after the server started.
      if (isSpaNavigation(request) && existsSync(path.join(shellDist, 'index.html'))) {
        return reply.code(200).header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
      }
      const body: ErrorResponse = { message: messages.notFound };
      return reply.code(404).send(body);
    });
  },
  { name: 'static', dependencies: ['config'] },
);
