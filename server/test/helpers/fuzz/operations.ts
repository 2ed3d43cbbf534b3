import type { MenuAction, MenuTitle } from '@portal/contracts';
import type { AuthRequirement } from '../../../src/plugins/auth.ts';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  'x-field-rule'?: unknown;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One documented call: where it is, who may make it and what it takes. */
export interface Operation {
  method: Method;
  /** As the document names it: `/api/admin/users/{id}`. */
  path: string;
  /** `none`: a route outside the API's declarations (`/env-config.json`), open to anyone. */
  auth: AuthRequirement | 'none';
  pathParams: Parameter[];
  query: Parameter[];
  /** The body's media type and schema, when the call takes one. */
  body?: { contentType: string; schema: JsonSchema };
  /** Under the CSRF check: the document lists 419 among its answers. */
  csrf: boolean;
  /** The answer of success is a file (a PDF…) rather than JSON. */
  binaryAnswer: boolean;
  /** A password in the body: a valid-looking one is hashed (argon2id, ~50 ms), so fewer runs. */
  hashesPasswords: boolean;
  key: string;
}

interface OpenApiOperation {
  description?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Reads the requirement back from the sentence `describeAuth` adds to each description. */
export function authOf(description: string | undefined): AuthRequirement | 'none' {
  const text = description ?? '';
  if (text.includes('Público.')) return 'public';
  if (text.includes('Requiere sesión.')) return 'authenticated';
  const menu = /Requiere el menú «([^»]+)»(?: con el permiso ([cudx]))?\./.exec(text);
  if (menu) return { menu: menu[1] as MenuTitle, ...(menu[2] && { action: menu[2] as MenuAction }) };
  return 'none';
}

const methods = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, HEAD left out (Fastify answers it as the GET). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, entries] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(entries)) {
      if (!methods.has(lowerMethod)) continue;
      const method = lowerMethod.toUpperCase() as Method;
      const parameters = operation.parameters ?? [];
      const parametersIn = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const body = contentType && content ? { contentType, schema: content.schema } : undefined;
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      operations.push({
        method,
        path,
        auth: authOf(operation.description),
        pathParams: parametersIn('path'),
        query: parametersIn('query'),
        body,
        csrf: Object.hasOwn(operation.responses ?? {}, '419'),
        binaryAnswer: Object.keys(success?.content ?? {}).some((type) => type !== 'application/json'),
        hashesPasswords: Object.keys(body?.schema.properties ?? {}).some((name) => /password/.test(name)),
        key: `${method} ${path}`,
      });
    }
  }
  return operations;
}
