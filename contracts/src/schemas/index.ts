// TypeBox schemas of every request and answer: the server validates with them; the front end
// derives its types from them (`import type`), so nothing is declared twice.
export * from './account.ts';
export * from './admin.ts';
export * from './audit.ts';
export * from './catalogs.ts';
export * from './cv-photo.ts';
export * from './common.ts';
export * from './cv.ts';
export * from './dashboard.ts';
export * from './env-config.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './notifications.ts';
export * from './offers.ts';
export * from './realtime.ts';
export * from './session.ts';
export * from './signup.ts';
export * from './universities.ts';
export * from './practicums.ts';
export * from './privacy.ts';
export * from './follow-up.ts';
export * from './trust.ts';
