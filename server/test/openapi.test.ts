import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /api/docs/json', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('documents every route from its schema', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health/', '/env-config.json']));
    expect(Object.keys(paths['/api/health/'].get.responses)).toEqual(['200', '503']);
  });

  it('documents bodies, answers and the bearer token of protected routes', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = document.paths['/api/user/login'].post;
    const createUser = document.paths['/api/admin/users/'].post;

    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    expect(login.security).toBeUndefined();
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      required: ['email', 'password'],
      additionalProperties: false,
    });
    expect(Object.keys(login.responses).sort()).toEqual(['200', '403', '409', '419', '422', '429']);
    expect(createUser.security).toEqual([{ bearerAuth: [] }]);
    expect(createUser.description).toContain('Requiere el menú «adm-users» con el permiso c.');
  });

  it('documents the catalog routes: who may call them, their bodies and every answer', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const codes = (path: string, method: string) => Object.keys(paths[path][method].responses).sort();

    expect(codes('/api/catalogs/provincias', 'get')).toEqual(['200']);
    expect(codes('/api/catalogs/{type}', 'get')).toEqual(['200', '401', '404', '422']);
    expect(codes('/api/admin/catalogs/', 'get')).toEqual(['200', '401', '403']);
    expect(codes('/api/admin/catalogs/{type}', 'get')).toEqual(['200', '401', '403', '404', '422']);
    expect(codes('/api/admin/catalogs/{type}', 'post')).toEqual(['201', '401', '403', '404', '419', '422']);
    expect(codes('/api/admin/catalogs/{type}/{id}', 'put')).toEqual(['200', '401', '403', '404', '419', '422']);
    expect(codes('/api/admin/catalogs/{type}/{id}', 'delete')).toEqual(['200', '401', '403', '404', '419', '422']);

    const create = paths['/api/admin/catalogs/{type}'].post;
    expect(create.description).toContain('Requiere el menú «catalogs» con el permiso c.');
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      required: ['code', 'name'],
      additionalProperties: false,
    });
    const item = create.responses['201'].content['application/json'].schema.properties.data;
    expect(Object.keys(item.properties)).toEqual(['id', 'code', 'name', 'order', 'active', 'in_use', 'provincia']);
    const deletion = paths['/api/admin/catalogs/{type}/{id}'].delete.responses['200'].content['application/json'].schema.properties.data;
    expect(deletion.properties.action).toMatchObject({ enum: ['deleted', 'deactivated'] });
  });

  it('documents the CV routes: each section under its menu item and flag, its body and its entry', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const codes = (path: string, method: string) => Object.keys(paths[path][method].responses).sort();

    expect(codes('/api/universities/', 'get')).toEqual(['200', '401']);
    expect(codes('/api/cv/', 'get')).toEqual(['200', '401', '403']);
    expect(codes('/api/cv/basic', 'put')).toEqual(['200', '401', '403', '419', '422']);
    expect(codes('/api/cv/work', 'get')).toEqual(['200', '401', '403', '422']);
    expect(codes('/api/cv/work', 'post')).toEqual(['201', '401', '403', '419', '422']);
    expect(codes('/api/cv/work/{id}', 'put')).toEqual(['200', '401', '403', '404', '419', '422']);
    expect(codes('/api/cv/work/{id}', 'delete')).toEqual(['200', '401', '403', '404', '419', '422']);

    expect(paths['/api/cv/courses/{id}'].delete.description).toContain('Requiere el menú «main_courses» con el permiso d.');
    expect(paths['/api/cv/basic'].put.description).toContain('Requiere el menú «main_info» con el permiso u.');
    const body = paths['/api/cv/education-in'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ additionalProperties: false, properties: { nivel: { enum: ['tercer', 'cuarto'] } } });
    expect(body.required).toEqual(['universidad_id', 'facultad', 'carrera', 'nivel', 'semestre', 'fecha_inicio']);
    const entry = paths['/api/cv/education-in'].post.responses['201'].content['application/json'].schema.properties.data;
    expect(entry.properties.universidad.properties).toHaveProperty('siglas');
    const cv = paths['/api/cv/'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(cv.properties)).toEqual(
      ['basic', 'photo_url', 'education_in', 'education_out', 'languages', 'computer', 'other', 'courses', 'work', 'extra'].concat(
        'completeness',
        'account',
      ),
    );
  });

  it('documents the photo upload as multipart, the photo file as a JPEG and the CV as a PDF', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const upload = paths['/api/cv/photo'].put;
    expect(upload.requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['foto'],
      properties: { foto: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses).sort()).toEqual(['200', '401', '403', '413', '419', '422']);
    const file = paths['/api/photos/{file}'].get;
    expect(file.security).toBeUndefined();
    expect(file.responses['200'].content['image/jpeg'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(file.responses).sort()).toEqual(['200', '403', '404', '422']);
    const pdf = paths['/api/cv/pdf'].get;
    expect(pdf.responses['200'].content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(pdf.responses).sort()).toEqual(['200', '401', '403', '409']);
  });
});
