// The one table of identity-document and field cases that the contracts, server and client
// tests all run (an export of @portal/contracts for tests only; never part of a build).
export * from './identity-cases.ts';
export * from './field-cases.ts';
export * from './cv-cases.ts';
export * from './language-cases.ts';
