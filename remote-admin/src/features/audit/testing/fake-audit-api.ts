import { http, type RequestHandler } from 'msw';
import { api, ok, page } from '@portal/shared/testing';
import type { AuditEntry } from '../api/audit-api';

/**
 * `GET /api/admin/audit` and `/filters` over the given entries (newest first, as the server
 * orders them), with the server's filters; `queries` records each list call's query string.
 */
export function fakeAuditApi(entries: AuditEntry[]) {
  const queries: Array<Record<string, string>> = [];
  const ecuadorDay = (iso: string) => new Date(new Date(iso).getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const handlers: RequestHandler[] = [
    http.get(api('admin/audit/filters'), () =>
      ok({
        entities: [...new Set(entries.map((entry) => entry.entity))].sort(),
        actors: [...new Map(entries.flatMap((entry) => (entry.actor ? [[entry.actor.id_us, entry.actor]] : []))).values()],
      }),
    ),
    http.get(api('admin/audit'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      const query = Object.fromEntries(search.entries());
      queries.push(query);
      const items = entries.filter(
        (entry) =>
          (!query.entity || entry.entity === query.entity) &&
          (!query.user_id || entry.actor?.id_us === Number(query.user_id)) &&
          (!query.denied || entry.denied) &&
          (!query.from || ecuadorDay(entry.created_at) >= query.from) &&
          (!query.to || ecuadorDay(entry.created_at) <= query.to),
      );
      return ok(page(items, { page: Number(query.page ?? 1), perPage: Number(query.per_page ?? 20) }));
    }),
  ];
  return { handlers, queries };
}
