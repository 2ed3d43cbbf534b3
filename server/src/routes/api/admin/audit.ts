import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import { AuditFilters, AuditPage, AuditQuery, Envelope } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { auditFilters, listAudit } from '../../../services/audit-service.ts';

const MENU: MenuTitle = 'adm-audit';
const tags = ['admin: audit'];

/** The audit log, read only (menu `adm-audit`). */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'Who changed what and when, newest first: actor, entity and id, action, the record before and after; filtered by entity, record, actor (user_id), refused attempts (denied) and days (from, to: Ecuador, both included)',
        querystring: AuditQuery,
        response: { 200: Envelope(AuditPage) },
      },
    },
    async (request) => ok(await listAudit(request.ctx, request.query)),
  );

  app.get(
    '/filters',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'The entities and the actors the log holds, for the filters',
        response: { 200: Envelope(AuditFilters) },
      },
    },
    async (request) => ok(await auditFilters(request.ctx)),
  );
};

export default auditRoutes;
