/**
 * The `{message, data}` envelope every API answer comes in (API.md). The route's response
 * schema (`Envelope(X)`) types `data` and decides what is serialized.
 */
export function ok<T>(data: T, message = 'OK'): { message: string; data: T } {
  return { message, data };
}

/** 201 Created with the envelope. */
export function created<T>(reply: { code(statusCode: number): unknown }, data: T, message: string): { message: string; data: T } {
  reply.code(201);
  return { message, data };
}
