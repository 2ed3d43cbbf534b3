/**
 * `@portal/shared/kit`: the building blocks a screen is made of (components, field adapters).
 * Unlike `@portal/shared` (the core: one store, session, API, texts, settings — a strict
 * singleton), the kit may run as more than one copy: it is shared with a version, and a remote
 * built against a newer kit than the shell provides uses its own copy (a warning says so in the
 * console). That is safe because kit code holds no state of its own and reaches the core only
 * through '@portal/shared' (never a relative path), so every copy binds to the shell's store,
 * settings and texts. An architecture test keeps it that way.
 */
// Everything a form screen needs (field adapters, drawer, leave guard, flags, delete action), and
// everything a list screen needs (list page, table, search box, list tags): also each its own
// federation module, `@portal/shared/kit/form-screen` and `@portal/shared/kit/list-screen`, for
// a screen that needs only one of them.
export * from './form-screen';
export * from './list-screen';
