import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { convenioEstadoOn, offerToday, practicumLimits, practicumMessages, shiftDate } from '@portal/contracts';
import type { Convenio, ConvenioBody, ConvenioPage, ConvenioQuery } from '@portal/contracts/schemas';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { convenioHasPracticas, type ConvenioListRow, findConvenio, pageConvenios } from '../db/repositories/practicums.ts';
import { mapPage, pageRequest } from '../db/paginate.ts';
import { conflict, fieldError, findOrNotFound, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { checkDay } from './practicum-dates.ts';

export const CONVENIO_ENTITY = 'convenio';

const FILE_NAME = /^[0-9a-f]{32}\.pdf$/;

/**
 * The convenios' signed PDFs (UPLOADS_DIR/convenios): outside every static root, sent only by
 * the administration's route; names are random, nothing the client sends becomes a path.
 */
export class ConvenioFiles {
  constructor(readonly dir: string) {}

  static under(uploadsDir: string): ConvenioFiles {
    return new ConvenioFiles(path.join(uploadsDir, 'convenios'));
  }

  private pathOf(name: string): string {
    if (!FILE_NAME.test(name)) throw new Error(`Not a convenio file name: ${name}`);
    return path.join(this.dir, name);
  }

  async write(data: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    await writeFile(this.pathOf(name), data, { flag: 'wx', mode: 0o600 });
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}

/** A PDF by its bytes: the `%PDF-` signature at the start. */
export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

export function convenioView(row: ConvenioListRow, today: string): Convenio {
  const estado = convenioEstadoOn(row, today);
  return {
    id: row.id,
    company_id: row.company_id,
    company: { id: row.company_id, empresa: row.empresa },
    numero: row.numero,
    objeto: row.objeto,
    fecha_inicio: row.fecha_inicio,
    fecha_fin: row.fecha_fin,
    estado,
    por_vencer: estado === 'vigente' && row.fecha_fin <= shiftDate(today, { days: practicumLimits.convenioExpiringDays }),
    documento_url: row.documento_file ? `/api/admin/convenios/${row.id}/documento` : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const auditOf = (row: Omit<ConvenioListRow, 'empresa' | 'id' | 'created_at' | 'updated_at'>) => ({
  company_id: row.company_id,
  numero: row.numero,
  objeto: row.objeto,
  fecha_inicio: row.fecha_inicio,
  fecha_fin: row.fecha_fin,
  documento: row.documento_file !== null,
});

export async function listConvenios(context: ServiceContext, query: ConvenioQuery): Promise<ConvenioPage> {
  const today = offerToday();
  const page = await pageConvenios(
    context.db,
    { companyId: query.company_id, estado: query.estado, q: query.q?.trim(), today },
    pageRequest(query),
  );
  return mapPage(page, (row) => convenioView(row, today));
}

/** The calling company's convenios, read only. */
export function companyConvenios(context: ServiceContext, query: Pick<ConvenioQuery, 'page' | 'per_page'>): Promise<ConvenioPage> {
  return listConvenios(context, { ...query, company_id: signedIn(context).user.id_us });
}

export async function getConvenio(context: ServiceContext, id: number): Promise<Convenio> {
  return convenioView(await findOrNotFound(findConvenio(context.db, id), practicumMessages.convenioNotFound), offerToday());
}

async function checkBody(context: ServiceContext, body: ConvenioBody) {
  checkDay('fecha_inicio', body.fecha_inicio);
  checkDay('fecha_fin', body.fecha_fin);
  if (body.fecha_fin < body.fecha_inicio) throw fieldError('fecha_fin', practicumMessages.dateOrder);
  if (!(await findCompanyProfile(context.db, body.company_id))) throw fieldError('company_id', practicumMessages.companyNotFound);
  return {
    company_id: body.company_id,
    numero: body.numero.trim(),
    objeto: body.objeto.trim(),
    fecha_inicio: body.fecha_inicio,
    fecha_fin: body.fecha_fin,
  };
}

export async function createConvenio(context: ServiceContext, body: ConvenioBody): Promise<Convenio> {
  const fields = await checkBody(context, body);
  const id = await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    const { id } = await trx
      .insertInto('convenios')
      .values({ ...fields, documento_file: null, documento_bytes: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    changes.record({
      entity: CONVENIO_ENTITY,
      entityId: id,
      action: 'create',
      after: auditOf({ ...fields, documento_file: null, documento_bytes: null }),
    });
    return id;
  });
  return getConvenio(context, id);
}

export async function updateConvenio(context: ServiceContext, id: number, body: ConvenioBody): Promise<Convenio> {
  const fields = await checkBody(context, body);
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findConvenio(trx, id, { forUpdate: true }), practicumMessages.convenioNotFound);
    await trx
      .updateTable('convenios')
      .set({ ...fields, updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
    changes.record({
      entity: CONVENIO_ENTITY,
      entityId: id,
      action: 'update',
      before: auditOf(before),
      after: auditOf({ ...before, ...fields }),
    });
  });
  return getConvenio(context, id);
}

/** Only a convenio without practicums may go (409 otherwise); its file goes with it. */
export async function deleteConvenio(context: ServiceContext, files: ConvenioFiles, id: number): Promise<void> {
  const file = await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findConvenio(trx, id, { forUpdate: true }), practicumMessages.convenioNotFound);
    if (await convenioHasPracticas(trx, id)) throw conflict(practicumMessages.convenioInUse);
    await trx.deleteFrom('convenios').where('id', '=', id).execute();
    changes.record({ entity: CONVENIO_ENTITY, entityId: id, action: 'delete', before: auditOf(before) });
    return before.documento_file;
  });
  if (file) await files.remove(file);
}

/** Replaces the signed PDF (a PDF by its bytes, 422 on `documento` otherwise); the old file is removed after the commit. */
export async function saveConvenioDocument(context: ServiceContext, files: ConvenioFiles, id: number, data: Buffer): Promise<Convenio> {
  await findOrNotFound(findConvenio(context.db, id), practicumMessages.convenioNotFound);
  if (!isPdf(data)) throw fieldError('documento', practicumMessages.pdf);
  const name = await files.write(data);
  let old: string | null = null;
  try {
    await applyChange(context, async (trx, changes) => {
      const before = await findOrNotFound(findConvenio(trx, id, { forUpdate: true }), practicumMessages.convenioNotFound);
      old = before.documento_file;
      await trx
        .updateTable('convenios')
        .set({ documento_file: name, documento_bytes: data.length, updated_at: isoNow() })
        .where('id', '=', id)
        .execute();
      changes.record({ entity: CONVENIO_ENTITY, entityId: id, action: 'document', after: { bytes: data.length } });
    });
  } catch (error) {
    await files.remove(name);
    throw error;
  }
  if (old) await files.remove(old);
  return getConvenio(context, id);
}

export async function convenioDocument(
  context: ServiceContext,
  files: ConvenioFiles,
  id: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findOrNotFound(findConvenio(context.db, id), practicumMessages.convenioNotFound);
  const pdf = row.documento_file ? await files.read(row.documento_file) : null;
  if (!pdf) throw notFound(practicumMessages.noDocument);
  return { pdf, fileName: `convenio-${row.numero.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf` };
}
