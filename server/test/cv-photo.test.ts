import { readdir } from 'node:fs/promises';
import { ROLE_IDS } from '@portal/contracts';
import sharp from 'sharp';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { gifImage, noisePng, photoForm, picture, pngBomb, pngImage, sidewaysJpeg } from './helpers/images.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('the CV photo on %s', (dialect) => {
  let testApp: TestApp;
  let student: TestAccount;
  let otherStudent: TestAccount;
  let company: TestAccount;
  let admin: TestAccount;
  let anonymous: ApiCaller;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    otherStudent = await createAccount(testApp.app, { role: ROLE_IDS.student });
    company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    admin = await adminAccount(testApp.app);
    anonymous = new ApiCaller(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const photosOnDisk = () => readdir(testApp.app.photos.store.dir);
  const upload = (account: TestAccount, form: FormData | Record<string, unknown>) => account.caller.put('/api/cv/photo', form);

  async function uploadOk(account: TestAccount, data: Buffer, filename = 'foto.png', type = 'image/png') {
    const response = await upload(account, photoForm(data, filename, type));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Foto guardada.');
    return body.data as { photo_url: string; width: number; height: number; updated_at: string };
  }

  it('accepts a PNG and serves it re-encoded, at most 400 px, to whoever holds the link', async () => {
    const original = await pngImage(1200, 800);
    const photo = await uploadOk(student, original);
    expect(photo).toMatchObject({ width: 400, height: 267 });
    expect(photo.photo_url).toMatch(/^\/api\/photos\/[0-9a-f]{32}\.jpg\?expires=\d+&signature=[\w-]{43}$/);

    // An <img> sends no token: the link alone opens it.
    const served = await anonymous.get(photo.photo_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(served.headers['set-cookie']).toBeUndefined();
    expect(served.rawPayload.equals(original)).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 267 });

    // Asked again within the hour, the link is the same, so the browser's cache answers.
    const again = await student.caller.get(`/api/students/${student.id}/photo`);
    expect(again.json().data.photo_url).toBe(photo.photo_url);
  });

  it('turns a sideways JPEG upright and drops its EXIF (camera, description)', async () => {
    const original = await sidewaysJpeg(600, 300);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(original.includes('CamaraSecreta')).toBe(true);
    const photo = await uploadOk(student, original, 'camara.jpg', 'image/jpeg');
    expect(photo).toMatchObject({ width: 200, height: 400 });
    const served = (await anonymous.get(photo.photo_url)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes('CamaraSecreta')).toBe(false);
    expect(served.includes('Casa en Quito')).toBe(false);
  });

  it('keeps a small WebP at its own size (never enlarged)', async () => {
    const photo = await uploadOk(student, await picture(120, 90).webp().toBuffer(), 'foto.webp', 'image/webp');
    expect(photo).toMatchObject({ width: 120, height: 90 });
  });

  it.each([
    ['a text file named .png', () => Promise.resolve(Buffer.from('no soy una imagen, solo texto\n')), 'foto.png', 'image/png'],
    ['a GIF', gifImage, 'animado.gif', 'image/gif'],
    ['a GIF named .jpg', gifImage, 'foto.jpg', 'image/jpeg'],
    ['an SVG', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'foto.svg', 'image/svg+xml'],
  ])('refuses %s with 422 on foto, keeping the photo it had', async (_name, make, filename, type) => {
    const before = await uploadOk(student, await pngImage(300, 300));
    const response = await upload(student, photoForm(await make(), filename, type));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { foto: ['La foto debe ser una imagen JPEG, PNG o WebP.'] },
    });
    expect((await student.caller.get(`/api/students/${student.id}/photo`)).json().data.photo_url).toBe(before.photo_url);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const big = await noisePng(3);
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const response = await upload(student, photoForm(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'La foto no debe pesar más de 2 MB.',
      errors: { foto: ['La foto no debe pesar más de 2 MB.'] },
    });
  });

  it('refuses a decompression bomb from its header, and a damaged image', async () => {
    const bomb = await upload(student, photoForm(pngBomb(30_000)));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors).toEqual({ foto: ['La imagen es demasiado grande: como máximo 40 megapíxeles.'] });

    const truncated = (await pngImage(300, 300)).subarray(0, 200);
    const damaged = await upload(student, photoForm(truncated));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().errors).toEqual({ foto: ['No se pudo leer la imagen: el archivo está dañado o incompleto.'] });
  });

  it('asks for the file when none comes in the field foto, or when it is not multipart at all', async () => {
    const required = { message: 'Los datos proporcionados no son válidos.', errors: { foto: ['El campo es obligatorio.'] } };
    const otherField = await upload(student, photoForm(await pngImage(50, 50), 'foto.png', 'image/png', 'imagen'));
    expect([otherField.statusCode, otherField.json()]).toEqual([422, required]);
    const json = await upload(student, { foto: 'data:image/png;base64,iVBORw0KGgo=' });
    expect([json.statusCode, json.json()]).toEqual([422, required]);
    const empty = await upload(student, photoForm(Buffer.alloc(0)));
    expect([empty.statusCode, empty.json()]).toEqual([422, required]);
  });

  // Found by the fuzz suite: busboy's parse errors have no status, so they were answered 500.
  it('answers a multipart form that does not parse with 400, storing nothing', async () => {
    const before = await photosOnDisk();
    await student.caller.refresh();
    const headers = (contentType: string) => ({
      authorization: `Bearer ${student.token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(student.caller.csrf!)}`,
      'x-xsrf-token': student.caller.csrf!,
      'content-type': contentType,
    });
    const forms: Array<[contentType: string, body: string]> = [
      ['multipart/form-data', '--x--\r\n'],
      ['multipart/form-data; boundary=another', '--x--\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="foto"; filename="a.png"\r\n\r\nabc'],
    ];
    for (const [contentType, payload] of forms) {
      const response = await testApp.app.inject({ method: 'PUT', url: '/api/cv/photo', headers: headers(contentType), payload });
      expect([contentType, response.statusCode, response.json()]).toEqual([contentType, 400, { message: 'La petición no es válida.' }]);
    }
    expect(await photosOnDisk()).toEqual(before);
  });

  it('takes one file only', async () => {
    const form = photoForm(await pngImage(50, 50));
    form.append('foto', new Blob([await pngImage(60, 60)], { type: 'image/png' }), 'otra.png');
    const response = await upload(student, form);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ foto: ['Envíe una sola foto.'] });
  });

  it('shows the photo to its owner and an administrator only; anyone else gets 404', async () => {
    await uploadOk(student, await pngImage(500, 500));
    const url = `/api/students/${student.id}/photo`;
    expect((await student.caller.get(url)).statusCode).toBe(200);
    expect((await admin.caller.get(url)).statusCode).toBe(200);
    for (const stranger of [otherStudent, company]) {
      const response = await stranger.caller.get(url);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'No hay foto.' }]);
    }
    expect((await anonymous.get(url)).statusCode).toBe(401);
  });

  it('refuses a forged, altered or expired link before looking anything up', async () => {
    const photo = await uploadOk(student, await pngImage(300, 200));
    const file = /photos\/([^?]+)/.exec(photo.photo_url)![1]!;
    const { links } = testApp.app.photos;
    const forged = photo.photo_url.replace(/signature=[\w-]+/, `signature=${'A'.repeat(43)}`);
    const expired = links.url(file, Date.now() - 3 * 3600 * 1000);
    const otherFile = photo.photo_url.replace(file, `${'0'.repeat(32)}.jpg`);
    for (const url of [forged, expired, otherFile]) {
      const response = await anonymous.get(url);
      expect([response.statusCode, response.json()]).toEqual([403, { message: 'El enlace de la foto no es válido o ha caducado.' }]);
    }
    expect((await anonymous.get(`/api/photos/${file}`)).statusCode).toBe(422);
    expect((await anonymous.get(`/api/photos/..%2F..%2Fportal.sqlite?expires=1&signature=${'A'.repeat(43)}`)).statusCode).toBe(422);
  });

  it('replacing a photo deletes the old file and the old link stops working', async () => {
    const first = await uploadOk(otherStudent, await pngImage(300, 300));
    const second = await uploadOk(otherStudent, await pngImage(200, 300));
    const [firstFile, secondFile] = [first, second].map((photo) => /photos\/([^?]+)/.exec(photo.photo_url)![1]!);
    const files = await photosOnDisk();
    expect(files).toContain(secondFile);
    expect(files).not.toContain(firstFile);
    expect((await anonymous.get(first.photo_url)).statusCode).toBe(404);
    expect((await anonymous.get(second.photo_url)).statusCode).toBe(200);
  });

  it('deleting removes the file and the record; a second delete is 404', async () => {
    const photo = await uploadOk(otherStudent, await pngImage(300, 300));
    const file = /photos\/([^?]+)/.exec(photo.photo_url)![1]!;
    const response = await otherStudent.caller.delete('/api/cv/photo');
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'Foto eliminada.', data: null }]);
    expect(await photosOnDisk()).not.toContain(file);
    expect((await anonymous.get(photo.photo_url)).statusCode).toBe(404);
    expect((await otherStudent.caller.get(`/api/students/${otherStudent.id}/photo`)).statusCode).toBe(404);
    const again = await otherStudent.caller.delete('/api/cv/photo');
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'No hay foto.' }]);
  });

  it('leaves exactly one file per stored photo after many changes', async () => {
    const rows = await testApp.app.db.selectFrom('cv_photos').select('file_name').execute();
    expect((await photosOnDisk()).sort()).toEqual(rows.map((row) => row.file_name).sort());
  });

  it('is for students: a company (no main_info) is refused with 403', async () => {
    const response = await upload(company, photoForm(await pngImage(50, 50)));
    expect(response.statusCode).toBe(403);
  });
});
