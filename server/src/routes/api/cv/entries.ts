import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cvEntrySections, cvSectionTitle } from '@portal/contracts';
import { CvEntryParams, cvEntrySchemas, Envelope, errors, Page, pageQuery, StrictObject } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import { addCvEntry, changeCvEntry, cvRecordMessages, listCvSectionEntries, removeCvEntry } from '../../../services/cv-entries-service.ts';

const PageQuery = StrictObject(pageQuery);

/**
 * The eight repeatable sections, `/api/cv/{section}[/{id}]`, each guarded by its own menu item
 * (reading needs the item, adding c, changing u, deleting d). One loop, not eight copies: the
 * section's schemas and menu item come from the contract.
 */
const cvEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const section of cvEntrySections) {
    const menu = cvSectionTitle[section];
    const { body, entry } = cvEntrySchemas[section];
    const tags = [`cv: ${section}`];

    app.get(
      `/${section}`,
      {
        config: { auth: { menu } },
        schema: {
          tags,
          summary: `A page of the caller's ${section} entries (dated ones latest first, others as added)`,
          querystring: PageQuery,
          response: { 200: Envelope(Page(entry)) },
        },
      },
      async (request) => ok(await listCvSectionEntries(request.ctx, section, request.query)),
    );

    app.post(
      `/${section}`,
      {
        config: { auth: { menu, action: 'c' } },
        schema: { tags, summary: `Adds a ${section} entry to the caller's CV`, body, response: { 201: Envelope(entry) } },
      },
      async (request, reply) => created(reply, await addCvEntry(request.ctx, section, request.body), cvRecordMessages.saved),
    );

    /** Options of a call on one of the caller's entries: another student's id is "not found". */
    const onOwnEntry = <const Schema extends object>(action: 'u' | 'd', summary: string, schema: Schema) => ({
      config: { auth: { menu, action } },
      schema: { tags, summary: `${summary} (another student's id is not found)`, params: CvEntryParams, ...schema },
    });

    app.put(
      `/${section}/:id`,
      onOwnEntry('u', `Replaces one of the caller's ${section} entries`, { body, response: { 200: Envelope(entry), ...errors(404) } }),
      async (request) => ok(await changeCvEntry(request.ctx, section, request.params.id, request.body), cvRecordMessages.saved),
    );

    app.delete(
      `/${section}/:id`,
      onOwnEntry('d', `Deletes one of the caller's ${section} entries`, { response: { 200: Envelope(Type.Null()), ...errors(404) } }),
      async (request) => {
        await removeCvEntry(request.ctx, section, request.params.id);
        return ok(null, cvRecordMessages.deleted);
      },
    );
  }
};

export default cvEntryRoutes;
