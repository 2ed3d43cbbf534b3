import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient, dispositionFileName } from './api-client';
import { ApiError } from './api-error';

const api = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => server.close());

function client(token: string | null = 'token-123') {
  const calls = { unauthorized: 0, expired: 0, toasts: [] as string[] };
  const apiClient = createApiClient({
    apiBase: api,
    getToken: () => token,
    onUnauthorized: () => void calls.unauthorized++,
    onSessionExpired: () => void calls.expired++,
    onErrorMessage: (message) => void calls.toasts.push(message),
    fallbackMessage: () => 'fallback',
  });
  return { apiClient, calls };
}

describe('the API client', () => {
  it('sends the bearer token, strips trailing slashes and unwraps data', async () => {
    server.use(
      http.get(`${api}/user/me`, ({ request }) =>
        HttpResponse.json({ message: 'OK', data: { auth: request.headers.get('authorization'), url: request.url } }),
      ),
    );
    const { apiClient } = client();
    await expect(apiClient.get('user/me/')).resolves.toEqual({ auth: 'Bearer token-123', url: `${api}/user/me` });
  });

  it('fetches a CSRF cookie before the first state-changing call', async () => {
    const order: string[] = [];
    server.use(
      http.get(`${api}/refresh`, () => {
        order.push('refresh');
        document.cookie = 'XSRF-TOKEN=first';
        return HttpResponse.json({ data: null });
      }),
      http.post(`${api}/user/login`, ({ request }) => {
        order.push(`login:${request.headers.get('x-xsrf-token')}`);
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    const { apiClient } = client(null);
    await apiClient.post('user/login', {});
    expect(order).toEqual(['refresh', 'login:first']);
  });

  it('echoes the CSRF cookie on state-changing calls only', async () => {
    document.cookie = 'XSRF-TOKEN=csrf%2Bvalue';
    const seen: Array<string | null> = [];
    server.use(
      http.post(`${api}/things`, ({ request }) => {
        seen.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({ data: 1 });
      }),
      http.get(`${api}/things`, ({ request }) => {
        seen.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({ data: 2 });
      }),
    );
    const { apiClient } = client();
    await apiClient.post('things', {});
    await apiClient.get('things');
    expect(seen).toEqual(['csrf+value', null]);
  });

  it('on 401 logs out and rejects with the body', async () => {
    document.cookie = 'XSRF-TOKEN=ok';
    server.use(http.get(`${api}/user/me`, () => HttpResponse.json({ message: 'No autenticado.' }, { status: 401 })));
    const { apiClient, calls } = client();
    const error = await apiClient.get('user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({ message: 'No autenticado.' });
    expect(calls.unauthorized).toBe(1);
    expect(calls.toasts).toEqual([]);
  });

  it('on 419 refreshes the CSRF token and retries once with the fresh header', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const sent: Array<string | null> = [];
    server.use(
      http.get(`${api}/refresh`, () => {
        document.cookie = 'XSRF-TOKEN=fresh';
        return HttpResponse.json({ data: null });
      }),
      http.post(`${api}/cv/basic`, ({ request }) => {
        const header = request.headers.get('x-xsrf-token');
        sent.push(header);
        return header === 'fresh'
          ? HttpResponse.json({ message: 'Guardado.', data: { saved: true } })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    const { apiClient, calls } = client();
    await expect(apiClient.post('cv/basic', { nombres: 'Ana' })).resolves.toEqual({ saved: true });
    expect(sent).toEqual(['stale', 'fresh']);
    expect(calls.expired).toBe(0);
  });

  it('on a 419 the refresh cannot mend, goes home', async () => {
    server.use(
      http.get(`${api}/refresh`, () => HttpResponse.json({ message: 'no' }, { status: 500 })),
      http.post(`${api}/cv/basic`, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })),
    );
    const { apiClient, calls } = client();
    await expect(apiClient.post('cv/basic', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls.expired).toBe(1);
  });

  it('shows any other error message as a toast and rejects with the body', async () => {
    document.cookie = 'XSRF-TOKEN=ok';
    const body = { message: 'Los datos proporcionados no son válidos.', errors: { email: ['El campo es obligatorio.'] } };
    server.use(http.post(`${api}/user/login`, () => HttpResponse.json(body, { status: 422 })));
    const { apiClient, calls } = client(null);
    const error = (await apiClient.post('user/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
    expect(calls.toasts).toEqual(['Los datos proporcionados no son válidos.']);
  });

  it('uses the fallback text when a failure says nothing', async () => {
    server.use(http.get(`${api}/broken`, () => new HttpResponse('oops', { status: 502 })));
    const { apiClient, calls } = client();
    await expect(apiClient.get('broken')).rejects.toBeInstanceOf(ApiError);
    expect(calls.toasts).toEqual(['fallback']);
  });

  it('never toasts the errors of a call made with toast: false (user/validation shows them on its field)', async () => {
    document.cookie = 'XSRF-TOKEN=ok';
    server.use(
      http.post(`${api}/user/validation`, () =>
        HttpResponse.json({ message: 'no', errors: { dni: ['La cédula ya está registrada.'] } }, { status: 422 }),
      ),
    );
    const { apiClient, calls } = client(null);
    await expect(apiClient.post('user/validation', { dni: '1710034065' }, { toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(calls.toasts).toEqual([]);
    // The same call without the option toasts like any other.
    await expect(apiClient.post('user/validation', { dni: '1710034065' })).rejects.toBeInstanceOf(ApiError);
    expect(calls.toasts).toEqual(['no']);
  });

  it('sends query parameters, leaving out the empty ones', async () => {
    server.use(http.get(`${api}/admin/catalogs/idiomas`, ({ request }) => HttpResponse.json({ data: new URL(request.url).search })));
    const { apiClient } = client();
    await expect(
      apiClient.get('admin/catalogs/idiomas', { searchParams: { q: 'inglés', active: true, page: 2, provincia: undefined, x: '' } }),
    ).resolves.toBe('?q=ingl%C3%A9s&active=true&page=2');
  });

  it('hands the whole envelope to a caller that needs the server’s message', async () => {
    document.cookie = 'XSRF-TOKEN=ok';
    server.use(
      http.delete(`${api}/admin/catalogs/idiomas/4`, () =>
        HttpResponse.json({ message: 'Elemento eliminado.', data: { action: 'deleted' } }),
      ),
    );
    const { apiClient } = client();
    await expect(apiClient.request('delete', 'admin/catalogs/idiomas/4')).resolves.toEqual({
      message: 'Elemento eliminado.',
      data: { action: 'deleted' },
    });
  });

  it('sends a file as multipart with the CSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=ok';
    server.use(
      http.put(`${api}/cv/photo`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('foto') as File;
        return HttpResponse.json({
          data: { type: request.headers.get('content-type')?.split(';')[0], csrf: request.headers.get('x-xsrf-token'), name: file.name },
        });
      }),
    );
    const form = new FormData();
    form.append('foto', new File(['png'], 'yo.png', { type: 'image/png' }));
    const { apiClient } = client();
    await expect(apiClient.request('put', 'cv/photo', { form })).resolves.toEqual({
      data: { type: 'multipart/form-data', csrf: 'ok', name: 'yo.png' },
    });
  });

  it('downloads a file with the name the server gave it, and toasts a failed download’s message', async () => {
    server.use(
      http.get(
        `${api}/cv/pdf`,
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="hoja-de-vida-perez-ana.pdf"' },
          }),
      ),
      http.get(`${api}/cv/missing.pdf`, () => HttpResponse.json({ message: 'No tienes permiso para esta acción.' }, { status: 403 })),
    );
    const { apiClient, calls } = client();
    const file = await apiClient.download('cv/pdf');
    expect(file.fileName).toBe('hoja-de-vida-perez-ana.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    await expect(apiClient.download('cv/missing.pdf')).rejects.toMatchObject({ status: 403 });
    expect(calls.toasts).toEqual(['No tienes permiso para esta acción.']);
  });
});

describe('dispositionFileName', () => {
  it.each([
    ['attachment; filename="hoja-de-vida-perez-ana.pdf"', 'hoja-de-vida-perez-ana.pdf'],
    ['attachment; filename=cv.pdf', 'cv.pdf'],
    [`attachment; filename="cv.pdf"; filename*=UTF-8''hoja-de-vida-p%C3%A9rez.pdf`, 'hoja-de-vida-pérez.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="plain.pdf"`, 'plain.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });
});
