import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './operations.ts';

/**
 * What the fuzzer draws valid-looking values from besides the schema: ids that exist, and
 * values of known-good samples and of the contract's field cases (valid and invalid alike), so
 * a good share of the calls get past the schema into the services, where 500s hide.
 */
export interface FuzzDictionary {
  /** Ids of rows that exist (users, offers, roles, menus, catalog items…). */
  ids: number[];
  /** Good values by field or parameter name (`name_us`, `type`, `signature`…). */
  byName: Map<string, unknown[]>;
  /** Good values by the field's `x-field-rule` annotation (`email`, `cv:work.area`, `offer:titulo`…). */
  goodByRule: Map<string, unknown[]>;
  /** The contract's field cases by annotation, good and bad (`''`, one too long, a wrong check digit…). */
  casesByRule: Map<string, unknown[]>;
  /** Codes of catalog items that exist (slug fields take them). */
  codes: string[];
  /** Whole files for multipart fields (a real image among them). */
  files: Buffer[];
}

/** What a call sends: bytes, their media type, and what was done to them (for the report). */
export interface Payload {
  payload?: string | Buffer;
  contentType?: string;
  tags: string[];
}

/** A body too deep to be sensible: written into the JSON text in place of this marker. */
class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object',
  ) {}
}

const deepValue = fc
  .tuple(fc.constantFrom(2, 64, 1_000, 20_000, 200_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, shape]) => new Deep(depth, shape));

/** Strings that have broken servers: injection, markup, traversal, odd Unicode, odd numbers and dates. */
export const hostileStrings = [
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '" OR 1=1 --',
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  '\\',
  '%',
  '_',
  '\\%_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\u202Eabc',
  '\uFEFF',
  '\u200B\u200B',
  'Ａｄｍｉｎ',
  '\ud800',
  'x\udfffx',
  '😀'.repeat(40),
  'e\u0301\u0301\u0301',
  'ﷺ',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '%00',
  '[]',
  '{}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e999',
  '0x7fffffff',
  '-0',
  '9'.repeat(400),
  '00000000',
  ' ',
  '',
  '\t\n',
  '__proto__',
  'constructor',
  'toString',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2026-13-01',
  '+275760-09-13',
  '2026-1-1',
  'admin@test.local',
];

const hostileNumbers = [1e308, -1e308, 5e-324, -1, 0, -0, 0.5, 1.5, 2147483647, 2147483648, -2147483649, 2 ** 53, 2 ** 53 + 2, 1e21];

/** 10 000 to 50 000 characters of one kind. */
const oversizedString = fc
  .tuple(fc.integer({ min: 10_000, max: 50_000 }), fc.constantFrom('a', 'ñ', '😀', ' ', '<', "'", '\u0000', '9', 'a-'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/**
 * Any UTF-16 code units (NUL, controls, lone surrogates) and any code points. Arrays of numbers
 * rather than fc.string's full-Unicode units, which index all 1.1 million code points when built.
 */
const codeUnits = (maxLength: number, minLength = 0) =>
  fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength, maxLength }).map((codes) => String.fromCharCode(...codes));
const binaryString = codeUnits(80);
const graphemeString = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 }).map((codes) => String.fromCodePoint(...codes));
const shortBinaryString = codeUnits(30, 1);
const anyKey = fc.string({ maxLength: 20 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: binaryString },
  { weight: 1, arbitrary: graphemeString },
  { weight: 1, arbitrary: oversizedString },
);

/**
 * For URLs: Node's HTTP parser refuses a request line over 16 KiB (431) before the app sees it,
 * so longer query values would only test the fuzzer; one value of 10 000 characters stays.
 */
const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings, 'q'.repeat(10_000)) },
  { weight: 2, arbitrary: binaryString },
  { weight: 1, arbitrary: graphemeString },
);

/** Any JSON value a field should not hold: other types, extremes, nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { a: { b: {} } }, ['x', 1, null]) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3000 }) },
  { weight: 1, arbitrary: deepValue },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => withKey({}, key, { isAdmin: true, role_id: 1 })),
  },
);

/** More than Fastify's bodyLimit (1 MiB): 413. */
const overTheBodyLimit = `"${'x'.repeat(1_100_000)}"`;
const overTheUploadLimit = Buffer.alloc(2_200_000, 1);

/** Keys no body should get: prototype pollution, fields the server sets itself, and odd ones. */
const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'id_us',
  'role_id',
  'status',
  'isAdmin',
  'user_id',
  '',
  ' ',
  '$where',
  'a.b',
  '😀',
];

/** A copy of `object` with `key` set as an own, enumerable property (`__proto__` included). */
function withKey(object: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(object))
    Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function without(object: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(object))
    if (k !== key) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true });
  return copy;
}

/** JSON text of a value, `Deep` markers written out as nesting JSON.stringify would not survive. */
export function jsonText(value: unknown): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Deep) {
      deep.push(v);
      return `\u0007deep${deep.length - 1}\u0007`;
    }
    return v;
  });
  if (text === undefined) return 'null';
  return text.replace(/"\\u0007deep(\d+)\\u0007"/g, (_match, index: string) => {
    const { depth, shape } = deep[Number(index)]!;
    return shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  });
}

/**
 * A pattern fast-check can generate from, quickly: without the lookaheads the schemas use
 * (`(?=[\s\S]*\S)`, not blank), which it cannot generate, and with "any character but NUL"
 * as a range (a negated class is generated by filtering every character, ten times slower).
 */
function generablePattern(pattern: string): RegExp | undefined {
  try {
    const simpler = pattern
      .replace(/\(\?=[^()]*\)/g, '')
      .replaceAll('[^\\u0000]', '[\\u0001-\\uffff]')
      .replaceAll('[^\\s\\u0000]', '[!-~\\u00a1-\\uffff]');
    return new RegExp(simpler, 'u');
  } catch {
    return undefined;
  }
}

const isIdName = (name: string) => /(^id$|_id$|Id$)/.test(name);
const ruleName = (schema: JsonSchema) => (typeof schema['x-field-rule'] === 'string' ? schema['x-field-rule'] : undefined);

/** Builds the arbitraries of one run from the dictionary. */
export class FuzzInputs {
  constructor(private readonly dictionary: FuzzDictionary) {}

  /** Values known to be right for a field: by its rule, else by its name; ids for ids, codes for codes. */
  private samples(schema: JsonSchema, name: string): unknown[] {
    const rule = ruleName(schema);
    const values = [...((rule && this.dictionary.goodByRule.get(rule)) || this.dictionary.byName.get(name) || [])];
    if ((schema.type === 'integer' || schema.type === undefined) && isIdName(name)) values.push(...this.dictionary.ids);
    // Any catalog's codes, for a code field no sample names.
    if (values.length === 0 && schema.pattern?.includes('[a-z0-9]+(-[a-z0-9]+)*')) values.push(...this.dictionary.codes);
    return values;
  }

  /**
   * A value that follows the schema, or comes close: what a real client would send. `samples`:
   * only known-good values where there are some (so whole bodies get through to the services);
   * otherwise those, the contract's field cases (good and bad) and values built from the schema.
   */
  valid(schema: JsonSchema, name = '', samples = false): fc.Arbitrary<unknown> {
    const good = this.samples(schema, name);
    const rule = ruleName(schema);
    const known = [...good, ...((rule && this.dictionary.casesByRule.get(rule)) || [])];
    const own = this.ownValid(schema, name, samples);
    const chosen =
      samples && good.length > 0
        ? fc.constantFrom(...good)
        : known.length > 0
          ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: own })
          : own;
    return schema.nullable && !samples ? fc.oneof({ weight: 5, arbitrary: chosen }, { weight: 1, arbitrary: fc.constant(null) }) : chosen;
  }

  private ownValid(schema: JsonSchema, name: string, samples: boolean): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    const union = schema.anyOf ?? schema.oneOf;
    if (union) return fc.oneof(...union.map((member) => this.valid(member, name, samples)));
    switch (schema.type) {
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(this.valid(schema.items ?? {}, name, samples), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'object':
        return this.object(schema, samples);
      case 'string':
        return this.string(schema);
      default:
        return hostileValue;
    }
  }

  /** One arbitrary per pattern and length (building one from a pattern takes a while). */
  private readonly strings = new Map<string, fc.Arbitrary<string>>();

  private string(schema: JsonSchema): fc.Arbitrary<string> {
    const key = JSON.stringify([schema.pattern, schema.minLength, schema.maxLength, schema.format]);
    let built = this.strings.get(key);
    if (!built) this.strings.set(key, (built = this.buildString(schema)));
    return built;
  }

  private buildString(schema: JsonSchema): fc.Arbitrary<string> {
    if (schema.format === 'binary') return fc.string();
    const min = schema.minLength ?? 0;
    const max = Math.min(schema.maxLength ?? 60, 300);
    const pattern = schema.pattern ? generablePattern(schema.pattern) : undefined;
    let base: fc.Arbitrary<string>;
    try {
      base = pattern ? fc.stringMatching(pattern) : fc.string({ minLength: min, maxLength: max });
    } catch {
      base = fc.string({ minLength: min, maxLength: max });
    }
    return base.map((value) =>
      value.length > max ? value.slice(0, max) : value.length < min && value.length > 0 ? value.repeat(min) : value,
    );
  }

  private object(schema: JsonSchema, samples: boolean): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, this.valid(property, name, samples)]));
    return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
  }

  /** A valid-looking body, then broken in one to three ways (or left whole, or replaced). */
  body(schema: JsonSchema): fc.Arbitrary<{ value: unknown; tags: string[] }> {
    const base = fc.oneof(this.valid(schema, '', true), this.valid(schema));
    const names = Object.keys(schema.properties ?? {});
    if (schema.type !== 'object' || names.length === 0) {
      return fc.oneof(
        base.map((value) => ({ value, tags: ['valid'] })),
        hostileValue.map((value) => ({ value, tags: ['replaced'] })),
        fc.constant<{ value: unknown; tags: string[] }>({ value: {}, tags: ['empty'] }),
      );
    }
    type Mutation = (body: Record<string, unknown>) => Record<string, unknown>;
    const field = fc.constantFrom(...names);
    const mutation: fc.Arbitrary<{ tag: string; apply: Mutation }> = fc.oneof(
      field.map((name): { tag: string; apply: Mutation } => ({ tag: `drop ${name}`, apply: (body) => without(body, name) })),
      fc.tuple(field, hostileValue).map(([name, value]): { tag: string; apply: Mutation } => ({
        tag: `bad ${name}`,
        apply: (body) => withKey(without(body, name), name, value),
      })),
      fc.tuple(field, oversizedString).map(([name, value]): { tag: string; apply: Mutation } => ({
        tag: `oversized ${name}`,
        apply: (body) => withKey(body, name, value),
      })),
      fc.tuple(fc.oneof(fc.constantFrom(...hostileKeys), anyKey), hostileValue).map(([key, value]): { tag: string; apply: Mutation } => ({
        tag: `extra ${JSON.stringify(key)}`,
        apply: (body) => withKey(body, key, value),
      })),
    );
    return fc.oneof(
      { weight: 3, arbitrary: base.map((value) => ({ value, tags: ['valid-looking'] })) },
      {
        weight: 7,
        arbitrary: fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([value, mutations]) => ({
          value: mutations.reduce((body, m) => m.apply(body), value as Record<string, unknown>),
          tags: mutations.map((m) => m.tag),
        })),
      },
      { weight: 1, arbitrary: hostileValue.map((value) => ({ value, tags: ['replaced'] })) },
    );
  }

  /** A path parameter as text: a real-looking value most of the time, else a hostile one. */
  pathValue(parameter: Parameter): fc.Arbitrary<string> {
    const hostile = fc.constantFrom(
      '0',
      '-1',
      '2147483648',
      '9223372036854775808',
      '1e308',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e999',
      '1.5',
      '0x1A',
      ' 1',
      '1 ',
      '+1',
      '١٢',
      'abc',
      '%',
      '%00',
      '\u0000',
      '../etc/passwd',
      '..%2f..%2f',
      '😀',
      'ñ',
      '<script>',
      "' OR 1=1--",
      '9'.repeat(10_000),
      'a'.repeat(10_000),
      '__proto__',
      'constructor',
      '\ud800',
      'a/b',
      'a?b=1',
      'a#b',
      'a;b',
    );
    return fc.oneof(
      { weight: 5, arbitrary: this.valid(parameter.schema, parameter.name).map((value) => String(value)) },
      { weight: 3, arbitrary: hostile },
      { weight: 1, arbitrary: shortBinaryString },
    );
  }

  /** A query string (without `?`): known parameters, good or bad, extra and repeated keys, or raw garbage. */
  query(parameters: Parameter[]): fc.Arbitrary<string> {
    const pair = (key: string, value: unknown) => `${encode(key)}=${encode(String(value))}`;
    const known = parameters.map((parameter) =>
      fc.option(
        fc.oneof({ weight: 4, arbitrary: this.valid(parameter.schema, parameter.name) }, { weight: 3, arbitrary: shortHostileString }),
        { freq: 2 },
      ),
    );
    const names = parameters.map((parameter) => parameter.name);
    const extraKey = fc.oneof(
      fc.constantFrom('__proto__', 'constructor[prototype][x]', '__proto__[isAdmin]', 'page[]', 'a[b][c]', '', 'x'.repeat(5000), ...names),
      anyKey,
    );
    const structured = fc
      .tuple(fc.tuple(...known), fc.array(fc.tuple(extraKey, shortHostileString), { maxLength: 3 }))
      .map(([values, extra]) =>
        [
          ...values.flatMap((value, index) => (value === null ? [] : [pair(names[index]!, value)])),
          ...extra.map(([key, value]) => pair(key, value)),
        ].join('&'),
      );
    const raw = fc.constantFrom(
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%ED%A0%80=%C0%AF',
      '&&&',
      '==',
      'page=%00',
      'page=1&page=2&page=3',
      'per_page=1e3',
      'q=%FF%FE',
      '__proto__[isAdmin]=1',
      'constructor[prototype][isAdmin]=1',
      ';;;',
      `${'x'.repeat(10_000)}=1`,
      'a=1&'.repeat(2_000),
    );
    return fc.oneof({ weight: 6, arbitrary: structured }, { weight: 1, arbitrary: raw });
  }

  /** A multipart/form-data body (for the photo upload): real or broken parts, files and framing. */
  multipart(schema: JsonSchema): fc.Arbitrary<Payload> {
    const names = Object.keys(schema.properties ?? { file: {} });
    const part = fc.record({
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...names) },
        { weight: 1, arbitrary: hostileString.filter((s) => s.length < 200) },
      ),
      filename: fc.option(
        fc.constantFrom('foto.png', 'foto.jpg', '../../etc/passwd', 'a'.repeat(300), 'x\u0000.png', '', '"; x=".png', 'ñ😀.webp'),
        {
          freq: 5,
        },
      ),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/plain', 'application/octet-stream', ''),
      data: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...this.dictionary.files) },
        { weight: 2, arbitrary: fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)) },
        { weight: 1, arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.from('<svg onload="alert(1)"/>'), overTheUploadLimit) },
      ),
    });
    const wellFormed = fc.constantFrom(...this.dictionary.files).map((data): Payload => {
      const head = `--fuzzBoundary\r\nContent-Disposition: form-data; name="${names[0]}"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
      return {
        payload: Buffer.concat([Buffer.from(head), data, Buffer.from('\r\n--fuzzBoundary--\r\n')]),
        contentType: 'multipart/form-data; boundary=fuzzBoundary',
        tags: ['multipart well-formed'],
      };
    });
    const anyForm = fc
      .record({
        boundary: fc.constantFrom('fuzzBoundary', 'x', 'b'.repeat(70), 'a b'),
        declared: fc.constantFrom('same', 'other', 'none'),
        parts: fc.array(part, { maxLength: 8 }),
        ending: fc.constantFrom('closed', 'closed', 'closed', 'missing', 'truncated'),
      })
      .map(({ boundary, declared, parts, ending }): Payload => {
        const chunks: Buffer[] = [];
        for (const p of parts) {
          const disposition = `form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
          chunks.push(
            Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${p.type}\r\n\r\n`),
            p.data,
            Buffer.from('\r\n'),
          );
        }
        if (ending !== 'missing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
        let payload = Buffer.concat(chunks);
        if (ending === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
        const contentType =
          declared === 'none' ? 'multipart/form-data' : `multipart/form-data; boundary=${declared === 'same' ? boundary : 'another'}`;
        return { payload, contentType, tags: [`multipart ${parts.length} parts ${declared} ${ending}`] };
      });
    return fc.oneof({ weight: 1, arbitrary: wellFormed }, { weight: 3, arbitrary: anyForm });
  }

  /** The body of a call that takes JSON: as JSON, broken JSON or under another media type. */
  jsonPayload(operation: Operation): fc.Arbitrary<Payload> {
    const schema = operation.body?.schema;
    const bodies = schema ? this.body(schema) : hostileValue.map((value) => ({ value, tags: ['unexpected body'] }));
    const asJson = bodies.map(({ value, tags }): Payload => ({ payload: jsonText(value), contentType: 'application/json', tags }));
    const brokenJson = fc.constantFrom(
      '{',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}{"b":2}',
      'undefined',
      'NaN',
      '\u0000',
      '\uFEFF{}',
      '{"a":"\\ud800"}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      `{"a":1${'0'.repeat(400)}}`,
      `[${'1,'.repeat(100_000)}1]`,
      '['.repeat(100_000),
      '"',
      '',
    );
    const otherType = fc
      .tuple(
        bodies,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16le',
          'application/json; charset=latin1',
          'application/vnd.api+json',
          'application/json, text/plain',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          '*/*',
          'application/jsonx',
          '',
        ),
      )
      .map(([{ value, tags }, contentType]): Payload => {
        const text =
          contentType === 'application/x-www-form-urlencoded' && value && typeof value === 'object'
            ? Object.entries(value)
                .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : jsonText(v))}`)
                .join('&')
            : jsonText(value);
        return { payload: text, contentType, tags: [...tags, `as ${contentType || 'no type'}`] };
      });
    const framing: fc.Arbitrary<Payload> = fc.oneof(
      { weight: 3, arbitrary: brokenJson.map((payload): Payload => ({ payload, contentType: 'application/json', tags: ['broken json'] })) },
      { weight: 3, arbitrary: otherType },
      {
        weight: 1,
        arbitrary: fc.constant<Payload>({ payload: overTheBodyLimit, contentType: 'application/json', tags: ['over the body limit'] }),
      },
      {
        weight: 2,
        arbitrary: bodies.map(({ value, tags }): Payload => ({ payload: jsonText(value), tags: [...tags, 'no content type'] })),
      },
    );
    if (!operation.body) {
      // A call that takes no body: mostly none, sometimes one anyway.
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant<Payload>({ tags: ['no body'] }) },
        { weight: 1, arbitrary: asJson },
        { weight: 1, arbitrary: framing },
      );
    }
    if (operation.body.contentType.startsWith('multipart/')) {
      return fc.oneof(
        { weight: 6, arbitrary: this.multipart(operation.body.schema) },
        { weight: 1, arbitrary: asJson },
        { weight: 1, arbitrary: framing },
      );
    }
    return fc.oneof({ weight: 6, arbitrary: asJson }, { weight: 2, arbitrary: framing });
  }
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes
 * UTF-8 would give it (invalid UTF-8, which the server must refuse politely).
 */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: below.
  }
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0)!;
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}
