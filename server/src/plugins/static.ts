import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE, cacheControlFor } from '../http/cache-control.ts';
import { allowingScripts, ShellPages } from '../http/shell-pages.ts';
import { isSpaNavigation } from '../http/spa-navigation.ts';
import { findMenuTitleByPath } from '../db/repositories/menus.ts';
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
    await app.register(fastifyStatic, {
      ...common,
      root: shellDist,
      prefix: '/',
      setHeaders: setCacheHeaders,
      // The shell's documents come from ShellPages (settings inlined, the product title filled in).
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/prerendered/'),
    });

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

    // The remotes served from here (the default manifest paths): their builds' screen leads.
    const localRemotes = Object.entries(remoteFolders)
      .filter(([name]) => app.config.remotes[name as keyof typeof remoteFolders].startsWith(`/remotes/${name}/`))
      .map(([, folder]) => path.join(app.config.staticRoot, folder, 'dist'));
    const shellPages = new ShellPages(shellDist, app.config, localRemotes);
    /** The menu entry's title key at a path: the signed-in frame's title. Without the database, none (index.html). */
    const menuTitleAt = async (pathname: string) => {
      try {
        return await findMenuTitleByPath(app.db, pathname);
      } catch (error) {
        app.log.warn({ err: error }, 'signed-in frame: the menu could not be read; index.html served');
        return undefined;
      }
    };
    const notFound = (reply: FastifyReply) => reply.code(404).send({ message: messages.notFound } satisfies ErrorResponse);
    /** The shell's document for `pathname`; read per request (and kept while the build is unchanged): the shell may be built after the server started. */
    const sendShellPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const page = await shellPages.page(pathname, request.headers.cookie, menuTitleAt);
      if (!page) return notFound(reply);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', allowingScripts(policy, page.scriptHashes));
      reply
        .code(200)
        .header('cache-control', NO_CACHE)
        .header('content-type', 'text/html; charset=utf-8')
        .header('vary', 'accept-encoding, cookie');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    };
    // The entry points answer whatever the request accepts; any other shell route, a browser's navigation.
    for (const url of ['/', '/index.html'])
      app.get(url, { schema: { hide: true } }, (request, reply) => sendShellPage(request, reply, '/'));
    app.setNotFoundHandler((request, reply) =>
      isSpaNavigation(request) ? sendShellPage(request, reply, request.url.split(/[?#]/)[0]!) : notFound(reply),
    );
  },
  { name: 'static', dependencies: ['config', 'db'] },
);
