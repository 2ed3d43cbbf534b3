import type { IntlShape } from 'react-intl';

/** A known entity's or action's Spanish name; an unknown one (added later by the server) as it is stored. */
export function auditLabel(intl: IntlShape, kind: 'entity' | 'action', key: string): string {
  const id = `audit.${kind}.${key}`;
  return id in intl.messages ? intl.formatMessage({ id }) : key;
}

/** A stored value as a person reads it: none, yes/no, lists joined, records as JSON. */
export function auditValue(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage({ id: 'audit.value.none' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'audit.value.true' : 'audit.value.false' });
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
