import { http, HttpResponse, type RequestHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import type { ApiErrorBody } from '../api/api-error';

/** Where the test API client sends its calls. */
export const testApiBase = 'http://localhost/api';

/** The URL of an API path for an MSW handler: `http.get(api('/admin/catalogs/:type'), …)`. */
export const api = (path: string) => `${testApiBase}/${path.replace(/^\/+/, '')}`;

/** A successful answer in the portal's envelope. */
export const ok = <T>(data: T, message = 'OK', status = 200) => HttpResponse.json({ message, data }, { status });

/** A list answer's page (`{items, total, page, per_page}`), paging `items` as the server would. */
export function page<T>(items: T[], { page: current = 1, perPage = 20 }: { page?: number; perPage?: number } = {}) {
  return { items: items.slice((current - 1) * perPage, current * perPage), total: items.length, page: current, per_page: perPage };
}

/** A 422 in Laravel's shape: `validationError({ code: ['Ya existe un elemento con este código.'] })`. */
export const validationError = (errors: Record<string, string[]>, message = 'Los datos proporcionados no son válidos.') =>
  HttpResponse.json({ message, errors } satisfies ApiErrorBody, { status: 422 });

/** Any other failure with its message (403, 404, 409, 500). */
export const failure = (status: number, message: string) => HttpResponse.json({ message } satisfies ApiErrorBody, { status });

/** The server's `GET refresh`, which hands out the CSRF cookie state-changing calls echo. */
export const csrfHandler = http.get(api('refresh'), () => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
  return ok(null);
});

/**
 * One MSW server for a test file, started before its tests, reset after each and closed at the
 * end; an unhandled call fails the test. Tests add handlers with `server.use(...)`.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(csrfHandler, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * Every call `server` receives during each test, in order, as `GET /api/cv?page=2` (method, path
 * and query string): for what a screen asks the server, and how many times.
 */
export function recordRequests(server: SetupServer): string[] {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));
  return seen;
}
