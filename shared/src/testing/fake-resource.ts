import { http, type PathParams, type RequestHandler } from 'msw';
import type { TSchema } from 'typebox';
import { bodyFieldErrors } from './contract-body';
import { api, failure, ok, page, validationError } from './msw';

/** A call a fake received that changes something, for tests that check what the screen sent. */
export interface FakeCall {
  method: string;
  /** The route below `callsBelow`: `idiomas`, `idiomas/3`, `1/careers/5`; `3` for `admin/universities/3`. */
  path: string;
  body?: unknown;
}

/** The route's contract schema for a body, or the schema the URL's parameters pick (a CV section's). */
type BodySchema = TSchema | ((params: PathParams) => TSchema);
const schemaOf = (schema: BodySchema, params: PathParams) => (typeof schema === 'function' ? schema(params) : schema);

/** Field errors as a 422 lists them; null or empty when there are none. */
type Refusal = Record<string, string[]> | null | undefined;

export interface FakeResourceOptions<Row extends { id: number }, New, Changes> {
  /** The collection's route below /api, as MSW matches it: `admin/catalogs/:type`; an item is `…/:id`. */
  collection: string;
  /** The rows the fake starts with; it changes this array. */
  rows: Row[];
  /** The rows a URL's parameters address (its `:type`); all when absent. */
  scope?: (row: Row, params: PathParams) => boolean;
  /** A row as the answers show it. */
  view: (row: Row) => unknown;
  /** A row as the answers about it alone show it (read, create, change), when more than in a list. */
  detail?: (row: Row) => unknown;
  /** The item's parameter in the route: `id` unless the collection has an `:id` of its own (`…/:id/careers/:careerId`). */
  idParam?: string;
  /** The start of the route the recorded paths leave out: up to the first parameter unless given (`company/` keeps `offers/7`). */
  callsBelow?: string;
  /** The id a new row takes: one more than the largest unless given (a fake whose other calls also make rows). */
  nextId?: () => number;
  /** Where the calls are recorded (a list several resources share); a new one otherwise. */
  calls?: FakeCall[];
  /** The messages of the answers to a creation and a change (`OK` otherwise). */
  messages?: { created?: string; saved?: string };
  /** The 404's text. */
  notFound: string;
  /** Whether `GET …/:id` answers one item (only where the API has that route). */
  read?: boolean;
  /** `GET collection` (false: the API has no such route). */
  list?:
    | {
        /** Whether a row passes the query's filters (`q`, `active`…); paging is the fake's. */
        matches?: (row: Row, query: URLSearchParams) => boolean;
        order?: (a: Row, b: Row) => number;
        perPage?: number;
        /** The API answers the whole list, not a page of it. */
        whole?: boolean;
      }
    | false;
  /** `POST collection`: the body is judged by `body` (the route's contract schema) first, then by `refuse` (the service's rules). */
  create?: {
    body: BodySchema;
    refuse?: (body: New, rows: Row[], params: PathParams) => Refusal;
    make: (body: New, id: number, params: PathParams, rows: Row[]) => Row;
  };
  /** `PUT` (or `PATCH`) an item: the same checks, then `apply` (default: the body's fields over the row's). */
  update?: {
    method?: 'put' | 'patch';
    body: BodySchema;
    refuse?: (body: Changes, row: Row, rows: Row[]) => Refusal;
    apply?: (row: Row, body: Changes) => void;
  };
  /** `DELETE` an item: what it does and answers, or the refusal (default: removed, answered with its view). */
  remove?: (row: Row, rows: Row[]) => { message: string; data: unknown } | Response;
}

const refused = (errors: Refusal) => (errors && Object.keys(errors).length > 0 ? validationError(errors) : null);

/**
 * An in-memory server for one resource of the API, for component tests: list (paged, filtered),
 * create, change and delete, each request body judged by the contract's own schema (the server's
 * 422 words, see contract-body.ts) before the resource's own rules. A feature's fake is then its
 * seed, its view and the service rules the schema cannot say.
 */
export function fakeResource<Row extends { id: number }, New = unknown, Changes = unknown>(
  options: FakeResourceOptions<Row, New, Changes>,
) {
  const { collection, rows, view, notFound, idParam = 'id', messages = {} } = options;
  const detail = options.detail ?? view;
  const calls = options.calls ?? [];
  const inScope = (params: PathParams) => rows.filter((row) => options.scope?.(row, params) ?? true);
  const find = (params: PathParams) => inScope(params).find((row) => row.id === Number(params[idParam]));
  // A call's path is the route filled in, without `callsBelow`: `idiomas`, `idiomas/3`, `1/careers/5`.
  const callsBelow = options.callsBelow ?? (collection.includes(':') ? collection.slice(0, collection.indexOf(':')) : collection);
  const below = (params: PathParams, id?: number) =>
    [collection.replace(/:(\w+)/g, (_, name: string) => String(params[name])), id ?? '']
      .filter((part) => part !== '')
      .join('/')
      .slice(callsBelow.length)
      .replace(/^\//, '');
  const item = `${collection}/:${idParam}`;

  const handlers: RequestHandler[] = [];
  const { list = {} } = options;
  if (list) {
    handlers.push(
      http.get(api(collection), ({ params, request }) => {
        const query = new URL(request.url).searchParams;
        const found = inScope(params).filter((row) => list.matches?.(row, query) ?? true);
        if (list.order) found.sort(list.order);
        if (list.whole) return ok(found.map(view));
        const paging = { page: Number(query.get('page') ?? 1), perPage: Number(query.get('per_page') ?? list.perPage ?? 20) };
        return ok(page(found.map(view), paging));
      }),
    );
  }
  if (options.read) {
    handlers.push(
      http.get(api(item), ({ params }) => {
        const row = find(params);
        return row ? ok(detail(row)) : failure(404, notFound);
      }),
    );
  }
  const { create, update, remove } = options;
  if (create) {
    handlers.push(
      http.post(api(collection), async ({ params, request }) => {
        const body = await request.json();
        calls.push({ method: 'POST', path: below(params), body });
        const refusal =
          refused(bodyFieldErrors(schemaOf(create.body, params), body)) ?? refused(create.refuse?.(body as New, inScope(params), params));
        if (refusal) return refusal;
        const row = create.make(
          body as New,
          options.nextId?.() ?? Math.max(0, ...rows.map((each) => each.id)) + 1,
          params,
          inScope(params),
        );
        rows.push(row);
        return ok(detail(row), messages.created ?? 'OK', 201);
      }),
    );
  }
  if (update) {
    handlers.push(
      http[update.method ?? 'put'](api(item), async ({ params, request }) => {
        const row = find(params);
        if (!row) return failure(404, notFound);
        const body = await request.json();
        calls.push({ method: (update.method ?? 'put').toUpperCase(), path: below(params, row.id), body });
        const refusal =
          refused(bodyFieldErrors(schemaOf(update.body, params), body)) ?? refused(update.refuse?.(body as Changes, row, inScope(params)));
        if (refusal) return refusal;
        if (update.apply) update.apply(row, body as Changes);
        else Object.assign(row, body);
        return ok(detail(row), messages.saved ?? 'OK');
      }),
    );
  }
  handlers.push(
    http.delete(api(item), ({ params }) => {
      const row = find(params);
      if (!row) return failure(404, notFound);
      calls.push({ method: 'DELETE', path: below(params, row.id) });
      if (remove) {
        const answer = remove(row, rows);
        return answer instanceof Response ? answer : ok(answer.data, answer.message);
      }
      rows.splice(rows.indexOf(row), 1);
      return ok(view(row));
    }),
  );
  return { handlers, calls, rows };
}
