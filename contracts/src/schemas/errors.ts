import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Laravel's shape: one list of messages per field, dot notation for nested fields. */
export const ValidationErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ValidationErrorResponse = Static<typeof ValidationErrorResponse>;

export const messages = {
  validation: 'Los datos proporcionados no son válidos.',
  notFound: 'Recurso no encontrado.',
  internal: 'Error interno del servidor.',
} as const;
