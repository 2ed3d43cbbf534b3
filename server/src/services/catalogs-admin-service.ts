import {
  type CatalogType,
  catalogCodePattern,
  catalogLimits,
  catalogTypes,
  catalogTypesWithParent,
  foldForSearch,
} from '@portal/contracts';
import type {
  CatalogAdminItem,
  CatalogAdminQuery,
  CatalogDeletion,
  CatalogItemChangesBody,
  CatalogSummary,
  NewCatalogItemBody,
} from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { type Page, mapPage, pageRequest } from '../db/paginate.ts';
import { codesInUse } from '../db/repositories/catalog-references.ts';
import {
  catalogCodeExists,
  countCatalogItems,
  deleteCatalogItem,
  findCatalogItem,
  insertCatalogItem,
  lastCatalogOrder,
  pageCatalogItems,
  updateCatalogItem,
} from '../db/repositories/catalogs.ts';
import type { CatalogItem, CatalogItemUpdate, Database } from '../db/types.ts';
import { whenUnique } from '../db/unique-violation.ts';
import { fieldError, fieldsError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import { catalogTypeOrNotFound } from './catalog-options-service.ts';
import type { ServiceContext } from './context.ts';

export const catalogMessages = {
  notFound: 'El elemento no existe en este catálogo.',
  codeTaken: 'Ya existe un elemento con este código.',
  codeFormat: {
    provincias: 'El código de una provincia son dos dígitos, por ejemplo 17.',
    paises: 'El código de un país son dos letras mayúsculas (ISO 3166-1), por ejemplo EC.',
    slug: 'El código admite solo letras minúsculas sin tildes, números y guiones, por ejemplo tiempo-completo.',
  },
  codeImmutable: 'El código no se puede cambiar: los registros que usan este elemento guardan su código.',
  nameRequired: 'El campo name es obligatorio.',
  provinciaRequired: 'El campo provincia es obligatorio para una ciudad.',
  provinciaUnknown: 'La provincia seleccionada no existe.',
  provinciaRefused: 'Solo las ciudades pertenecen a una provincia.',
  saved: 'Elemento guardado.',
  deleted: 'Elemento eliminado.',
  deactivated: 'El elemento está en uso: se desactivó en lugar de eliminarse.',
} as const;

const ENTITY = 'catalog_item';
const hasParent = (type: CatalogType) => (catalogTypesWithParent as readonly string[]).includes(type);

/** What the administration sees of an item; `inUse` comes from the references registry. */
function adminView(item: CatalogItem, inUse: boolean): CatalogAdminItem {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    order: item.sort_order,
    active: item.active === 1,
    in_use: inUse,
    provincia: item.parent_code,
  };
}

/** What an audit entry keeps of an item. */
const auditView = (type: CatalogType, item: CatalogItem) => ({
  type,
  code: item.code,
  name: item.name,
  order: item.sort_order,
  active: item.active === 1,
  provincia: item.parent_code,
});

async function viewOf(db: Kysely<Database>, type: CatalogType, item: CatalogItem): Promise<CatalogAdminItem> {
  return adminView(item, (await codesInUse(db, type, [item.code])).has(item.code));
}

/** One row per catalog type, in the contract's order, with its total and active items. */
export async function catalogSummaries(context: ServiceContext): Promise<CatalogSummary[]> {
  const counts = await countCatalogItems(context.db);
  return catalogTypes.map((type) => ({ type, total: counts.get(type)?.total ?? 0, active: counts.get(type)?.active ?? 0 }));
}

export async function listCatalogAdminItems(
  context: ServiceContext,
  typeName: string,
  query: CatalogAdminQuery,
): Promise<Page<CatalogAdminItem>> {
  const type = catalogTypeOrNotFound(typeName);
  const page = await pageCatalogItems(
    context.db,
    type,
    { search: query.q?.trim(), active: query.active },
    pageRequest(query, catalogLimits.perPageDefault),
  );
  const inUse = await codesInUse(
    context.db,
    type,
    page.items.map((item) => item.code),
  );
  return mapPage(page, (item) => adminView(item, inUse.has(item.code)));
}

/** The parent a city needs (an existing province), and that no other type has one. */
async function parentOf(
  db: Kysely<Database>,
  type: CatalogType,
  provincia: string | null | undefined,
): Promise<{ parent: string | null } | { error: string }> {
  if (!hasParent(type)) {
    return provincia === undefined || provincia === null ? { parent: null } : { error: catalogMessages.provinciaRefused };
  }
  if (provincia === undefined || provincia === null || provincia === '') return { error: catalogMessages.provinciaRequired };
  if (!(await catalogCodeExists(db, 'provincias', provincia))) return { error: catalogMessages.provinciaUnknown };
  return { parent: provincia };
}

function codeFormatMessage(type: CatalogType): string {
  return type === 'provincias' || type === 'paises' ? catalogMessages.codeFormat[type] : catalogMessages.codeFormat.slug;
}

const codeTaken = whenUnique(() => fieldError('code', catalogMessages.codeTaken));

export async function createCatalogItem(context: ServiceContext, typeName: string, input: NewCatalogItemBody): Promise<CatalogAdminItem> {
  const type = catalogTypeOrNotFound(typeName);
  const { db } = context;
  const name = input.name.trim();
  // Every field's problem at once, as Laravel's validation reports them.
  const errors: Record<string, string[]> = {};
  if (!new RegExp(catalogCodePattern(type)).test(input.code)) errors.code = [codeFormatMessage(type)];
  else if (await catalogCodeExists(db, type, input.code)) errors.code = [catalogMessages.codeTaken];
  if (name === '') errors.name = [catalogMessages.nameRequired];
  const parent = await parentOf(db, type, input.provincia);
  if ('error' in parent) errors.provincia = [parent.error];
  if (Object.keys(errors).length > 0 || 'error' in parent) throw fieldsError(errors);

  // Two administrators adding the same code at once: the unique index answers the second.
  const id = await applyChange(context, async (trx, changes) => {
    const last = await lastCatalogOrder(trx, type);
    const now = isoNow();
    const row = {
      type,
      code: input.code,
      name,
      sort_order: input.order ?? Math.min((last ?? 0) + catalogLimits.orderStep, catalogLimits.orderMax),
      active: input.active === false ? (0 as const) : (1 as const),
      parent_code: parent.parent,
      search_text: foldForSearch(`${input.code} ${name}`),
      created_at: now,
      updated_at: now,
    };
    const itemId = await insertCatalogItem(trx, row);
    changes.record({ entity: ENTITY, entityId: itemId, action: 'create', after: auditView(type, { id: itemId, ...row }) });
    changes.announce({ name: 'catalog.changed', payload: { type } });
    return itemId;
  }).catch(codeTaken);
  return viewOf(context.db, type, await findOrNotFound(findCatalogItem(context.db, type, id), catalogMessages.notFound));
}

/** The code never changes: records store it. Sending the item's own code is harmless. */
export async function updateCatalogItemAsAdmin(
  context: ServiceContext,
  typeName: string,
  id: number,
  input: CatalogItemChangesBody,
): Promise<CatalogAdminItem> {
  const type = catalogTypeOrNotFound(typeName);
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findCatalogItem(trx, type, id, { forUpdate: true }), catalogMessages.notFound);
    const errors: Record<string, string[]> = {};
    if (input.code !== undefined && input.code !== before.code) errors.code = [catalogMessages.codeImmutable];
    const name = input.name?.trim();
    if (name === '') errors.name = [catalogMessages.nameRequired];
    const parent = input.provincia === undefined ? undefined : await parentOf(trx, type, input.provincia);
    if (parent && 'error' in parent) errors.provincia = [parent.error];
    if (Object.keys(errors).length > 0) throw fieldsError(errors);

    const update: CatalogItemUpdate = { updated_at: isoNow() };
    if (name !== undefined) Object.assign(update, { name, search_text: foldForSearch(`${before.code} ${name}`) });
    if (input.order !== undefined) update.sort_order = input.order;
    if (input.active !== undefined) update.active = input.active ? 1 : 0;
    if (parent && 'parent' in parent) update.parent_code = parent.parent;
    await updateCatalogItem(trx, id, update);
    const after = { ...before, ...update } as CatalogItem;
    changes.record({ entity: ENTITY, entityId: id, action: 'update', before: auditView(type, before), after: auditView(type, after) });
    changes.announce({ name: 'catalog.changed', payload: { type } });
  });
  return viewOf(context.db, type, await findOrNotFound(findCatalogItem(context.db, type, id), catalogMessages.notFound));
}

/** Deletes an unused item; one in use is deactivated instead, and the answer says which. */
export async function deleteCatalogItemAsAdmin(
  context: ServiceContext,
  typeName: string,
  id: number,
): Promise<{ message: string; data: CatalogDeletion }> {
  const type = catalogTypeOrNotFound(typeName);
  return applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findCatalogItem(trx, type, id, { forUpdate: true }), catalogMessages.notFound);
    changes.announce({ name: 'catalog.changed', payload: { type } });
    if ((await codesInUse(trx, type, [before.code])).has(before.code)) {
      const after: CatalogItem = { ...before, active: 0, updated_at: isoNow() };
      await updateCatalogItem(trx, id, { active: 0, updated_at: after.updated_at });
      changes.record({
        entity: ENTITY,
        entityId: id,
        action: 'deactivate',
        before: auditView(type, before),
        after: auditView(type, after),
      });
      return { message: catalogMessages.deactivated, data: { action: 'deactivated' as const, item: adminView(after, true) } };
    }
    await deleteCatalogItem(trx, id);
    changes.record({ entity: ENTITY, entityId: id, action: 'delete', before: auditView(type, before) });
    return { message: catalogMessages.deleted, data: { action: 'deleted' as const, item: adminView(before, false) } };
  });
}
