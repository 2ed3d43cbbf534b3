import { Type, type Static } from 'typebox';
import { catalogLimits, catalogTypes } from '../catalogs.ts';
import { Id, Nullable, Page, pageQuery, StrictObject, Text } from './common.ts';

/**
 * The catalog calls (API.md "Catalogs" and "Administration"). A catalog type in a path is a
 * plain string: an unknown one answers 404, as a missing record does, not 422.
 */
export const CatalogTypeParams = StrictObject({ type: Text({ minLength: 1, maxLength: 50 }) });
export const CatalogItemParams = StrictObject({ type: Text({ minLength: 1, maxLength: 50 }), id: Id });

/** An item as selects show it: active items only; cities also name their province. */
export const CatalogOption = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Cities only: the code of their province. */
  provincia: Type.Optional(Type.String()),
});
export type CatalogOption = Static<typeof CatalogOption>;

/** `GET /api/catalogs/{type}`: cities may be narrowed to one province. */
export const CatalogOptionsQuery = StrictObject({
  provincia: Type.Optional(Text({ maxLength: 2, pattern: '^[0-9]{2}$' })),
});

/** An item as the administration sees it. */
export const CatalogAdminItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  order: Type.Integer(),
  active: Type.Boolean(),
  /** Some record stores this code: deleting the item deactivates it instead. */
  in_use: Type.Boolean(),
  /** The parent province's code for `ciudades`; null for every other type. */
  provincia: Nullable(Type.String()),
});
export type CatalogAdminItem = Static<typeof CatalogAdminItem>;

export const CatalogAdminPage = Page(CatalogAdminItem);
export type CatalogAdminPage = Static<typeof CatalogAdminPage>;

/** One row per catalog type, in the order of `catalogTypes`. */
export const CatalogSummary = Type.Object({
  type: Type.Enum(catalogTypes),
  total: Type.Integer({ minimum: 0 }),
  active: Type.Integer({ minimum: 0 }),
});
export type CatalogSummary = Static<typeof CatalogSummary>;

export const CatalogAdminQuery = StrictObject({
  /** Matches code or name, regardless of accents and case. */
  q: Type.Optional(Text({ maxLength: 100 })),
  active: Type.Optional(Type.Boolean()),
  ...pageQuery,
});
export type CatalogAdminQuery = Static<typeof CatalogAdminQuery>;

// The code's pattern depends on the type (contracts/src/catalogs.ts, catalogCodePattern), so
// the server checks it per type; the schema bounds the length.
const itemFields = {
  /** Trimmed; a blank name is refused. */
  name: Text({ minLength: 1, maxLength: catalogLimits.nameMaxLength }),
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: catalogLimits.orderMax })),
  active: Type.Optional(Type.Boolean()),
  /** Required for `ciudades` (an existing province code), refused for other types. */
  provincia: Type.Optional(Nullable(Text({ maxLength: 2 }))),
};

export const NewCatalogItemBody = StrictObject({
  code: Text({ minLength: 1, maxLength: catalogLimits.codeMaxLength }),
  ...itemFields,
});
export type NewCatalogItemBody = Static<typeof NewCatalogItemBody>;

/**
 * Changes to an item. The code is immutable (records store it): sending the item's own code
 * is accepted, so a form may send the whole item; another code is refused on `code`.
 */
export const CatalogItemChangesBody = Type.Object(
  {
    code: Type.Optional(Text({ maxLength: catalogLimits.codeMaxLength })),
    name: Type.Optional(itemFields.name),
    order: itemFields.order,
    active: itemFields.active,
    provincia: itemFields.provincia,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CatalogItemChangesBody = Static<typeof CatalogItemChangesBody>;

/** What DELETE did: an item in use is deactivated, never deleted. */
export const CatalogDeletion = Type.Object({
  action: Type.Enum(['deleted', 'deactivated']),
  item: CatalogAdminItem,
});
export type CatalogDeletion = Static<typeof CatalogDeletion>;
