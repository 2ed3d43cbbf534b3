// The public surface of @portal/contracts. Rules and enums are plain values (no TypeBox), so a
// front end that imports them does not carry the schema builder; TypeBox schemas live in
// ./schemas/* and the front end imports only their types (`import type`).
export * from './menu-titles.ts';
export * from './catalogs.ts';
export * from './validation-messages.ts';
export * from './identity-documents.ts';
export * from './field-rules.ts';
export * from './cv.ts';
export * from './offers.ts';
export * from './statuses.ts';
export * from './remotes.ts';
export * from './realtime-events.ts';
export * from './cv-photo.ts';
export * from './cv-section-names.ts';
export * from './portal-routes.ts';
export * from './menu-icons.ts';
export * from './company-review.ts';
export * from './trust.ts';
export * from './universities.ts';
export * from './follow-up.ts';
export * from './prerendered-pages.ts';
export * from './fold.ts';
export * from './schema-messages.ts';
export * from './routes/route-table.ts';
export * from './routes/cv-routes.ts';
export * from './routes/company-routes.ts';
export * from './routes/admin-routes.ts';
export * from './routes/shell-routes.ts';
export * from './practicums.ts';
export * from './privacy.ts';
