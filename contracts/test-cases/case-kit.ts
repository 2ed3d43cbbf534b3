import { fillMessage, validationMessages as rule } from '../src/validation-messages.ts';

/** The builders both tables of field cases use (field-cases.ts, cv-cases.ts); not exported by the index. */
export interface FieldCase {
  value: string;
  /** The message on the field, or null when the value is accepted. */
  message: string | null;
}

export const min = (length: number) => fillMessage(rule.minLength, { min: length });
export const max = (length: number) => fillMessage(rule.maxLength, { max: length });
export const ok = (value: string): FieldCase => ({ value, message: null });
export const no = (value: string, message: string): FieldCase => ({ value, message });

/** A required free text of `least`–`most` characters; `valid` is one it accepts. */
export const textCases = (least: number, most: number, valid: string) => [
  ok(valid),
  ok('x'.repeat(most)),
  no('', rule.required),
  no('   ', rule.required),
  ...(least > 1 ? [no('x'.repeat(least - 1), min(least))] : []),
  no('x'.repeat(most + 1), max(most)),
  // PostgreSQL cannot store NUL: a 422, never a 500.
  no(`${valid}\u0000`, rule.format),
];

/** A person's name (spec §5): letters, spaces and apostrophes, 2–150. */
export const nameCases = [
  ok("María José O'Connor Núñez"),
  ok('Ana María de la Torre'),
  ok('Zoë Ñúñez'),
  ok('Jean D’Alembert'),
  no('R2D2', rule.name),
  no('Ana-María', rule.name),
  no('Ana.', rule.name),
  no('A', min(2)),
  no('', rule.required),
  no('   ', rule.required),
  no('a'.repeat(151), max(150)),
];
