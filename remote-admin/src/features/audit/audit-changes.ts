/** One field of an audited record, before and after the change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal by content; a missing field and a null one are both "none". */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a change touched, in the record's order: both sides when the field changed, the
 * after side alone for a creation, the before side alone for a deletion. A value that is not a
 * record is one unnamed field. Unchanged fields are left out (an empty field of a new record
 * too): the view shows what happened.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (before === null && after === null) return [];
  if (!isRecord(before) && !isRecord(after)) return same(before, after) ? [] : [{ field: '', before, after }];
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !same(was[field], is[field]))
    .map((field) => ({ field, before: was[field] ?? null, after: is[field] ?? null }));
}

/** What a refused attempt keeps in `after`: what was tried and why it was refused. */
export function refusal(after: unknown): { attempted: unknown; reason: string | null } {
  if (!isRecord(after)) return { attempted: after, reason: null };
  return { attempted: after['attempted'] ?? null, reason: typeof after['reason'] === 'string' ? after['reason'] : null };
}
