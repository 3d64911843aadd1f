// fast-check generators of hostile request input. Bodies and query strings follow a route's JSON
// schema (from the OpenAPI document) often enough to get past validation with odd but valid values,
// and are otherwise anything at all: wrong types, huge numbers, very long or odd strings, deep nesting.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: true makes `minimum` exclusive. */
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '_',
  '\\',
  '%_\\%',
  "'; DROP TABLE users; --",
  '\ud800',
  '\udfff x',
  '😀👍🏽',
  'İıǄß',
  '\u202e\u200b',
  '<script>alert(1)</script>',
  'admin@example.test',
  '1',
  '-1',
  'NaN',
  'null',
  'true',
];

/** Strings of every kind, including far longer than any field allows. */
export function hostileString(maxLength = 200): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(...oddStrings),
    fc.emailAddress(),
    fc.constantFrom(maxLength, maxLength + 1, 10_000, 100_000).map((n) => 'x'.repeat(n)),
  );
}

const edgeNumbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MIN_VALUE,
];

export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: -5, max: 100 }),
    fc.constantFrom(...edgeNumbers),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** Any JSON value at all, nested a few levels. */
export function anyJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything({ maxDepth: 3, maxKeys: 5, withNullPrototype: true, withSparseArray: true }),
    fc.jsonValue({ maxDepth: 4 }),
    hostileString(),
    hostileNumber(),
    fc.constantFrom(null, true, false, [], {}),
  );
}

/**
 * Values known to name real rows (a device's id, a plan's id, …), by field name. Random numbers almost
 * never hit them, and without them every handler would stop at its first lookup.
 */
export type Examples = Readonly<Record<string, readonly unknown[]>>;

/** The examples for a field, in `share` of the cases, in place of what its schema alone would give. */
function withExamples(name: string, arbitrary: fc.Arbitrary<unknown>, examples: Examples, share = 0.4) {
  const known = examples[name];
  if (!known?.length) return arbitrary;
  const weight = Math.round(share * 10);
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight }, { arbitrary, weight: 10 - weight });
}

/** A value for the schema most of the time, and anything at all otherwise. */
export function valueFor(schema: JsonSchema, depth = 0, examples: Examples = {}): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson();
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) shaped.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) shaped.push(fc.constant(schema.const));
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    shaped.push(valueFor(sub, depth + 1, examples));
  }
  for (const type of [schema.type ?? []].flat()) {
    if (type === 'string') shaped.push(hostileString(schema.maxLength));
    if (type === 'integer' || type === 'number') shaped.push(hostileNumber());
    if (type === 'boolean') shaped.push(fc.boolean());
    if (type === 'null') shaped.push(fc.constant(null));
    if (type === 'array')
      shaped.push(fc.array(valueFor(schema.items ?? {}, depth + 1, examples), { maxLength: 6 }));
    if (type === 'object') shaped.push(objectFor(schema, depth, examples));
  }
  if (shaped.length === 0) return anyJson();
  return fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 5 }, { arbitrary: anyJson(), weight: 1 });
}

function objectFor(
  schema: JsonSchema,
  depth: number,
  examples: Examples,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => [
      name,
      withExamples(name, valueFor(sub, depth + 1, examples), examples),
    ]),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.record(shape, { requiredKeys: required }), weight: 3 },
        { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
      ),
      fc.option(fc.dictionary(hostileString(20), anyJson(), { maxKeys: 2 }), { freq: 4 }),
    )
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

/**
 * A value the schema accepts, with odd contents where it allows them (any characters, edge numbers),
 * so that handlers, not only validation, meet them. Named fields often take their examples.
 */
export function validFor(schema: JsonSchema, examples: Examples = {}, depth = 0): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) choices.push(fc.constant(null));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), ...choices);
  if (schema.const !== undefined) return fc.constant(schema.const);
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []).slice(0, 1)]) {
    choices.push(validFor(sub, examples, depth + 1));
  }
  for (const type of [schema.type ?? []].flat()) {
    if (type === 'string') choices.push(validString(schema));
    if (type === 'integer' || type === 'number') choices.push(validNumber(schema, type === 'integer'));
    if (type === 'boolean') choices.push(fc.boolean());
    if (type === 'null') choices.push(fc.constant(null));
    if (type === 'array' && isTuple(schema)) {
      choices.push(fc.tuple(...schema.items!.anyOf!.map((sub) => validFor(sub, examples, depth + 1))));
    } else if (type === 'array') {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      choices.push(fc.array(validFor(schema.items ?? {}, examples, depth + 1), { minLength, maxLength }));
    }
    if (type === 'object') choices.push(validObject(schema, examples, depth));
  }
  if (choices.length === 0) return depth > 4 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...choices);
}

/** OpenAPI 3.0 has no tuples: [a, b] arrives as items anyOf [a, b] with exactly two items. */
function isTuple(schema: JsonSchema): boolean {
  const members = schema.items?.anyOf?.length;
  return members !== undefined && schema.minItems === members && schema.maxItems === members;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((v) => v.length >= minLength && v.length <= maxLength);
  }
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
  const odd = oddStrings.filter(fits);
  return fc.oneof(
    fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, minLength + 30) }),
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength: Math.min(maxLength, minLength + 30) }),
    fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 100_000)))),
    ...(odd.length ? [fc.constantFrom(...odd)] : []),
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum;
  let min = typeof exclusive === 'number' ? exclusive : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  if (exclusive !== undefined && exclusive !== false) min += integer ? 1 : Number.EPSILON;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  const edges = fc.constantFrom(min, max, Math.min(max, Math.max(min, 0)), Math.min(max, Math.max(min, 1)));
  if (integer) {
    const low = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
    const high = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
    const small = fc.integer({ min: low, max: Math.min(high, low + 100) });
    return fc.oneof(edges, small, fc.integer({ min: low, max: high }));
  }
  return fc.oneof(edges, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function validObject(schema: JsonSchema, examples: Examples, depth: number) {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => [
      name,
      withExamples(name, validFor(sub, examples, depth + 1), examples, 0.7),
    ]),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(shape, { requiredKeys: required });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, with lone surrogates sent as the invalid UTF-8 bytes they would take. */
function encode(text: string): string {
  return text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');
}

export interface QueryParameter {
  name: string;
  schema?: JsonSchema;
}

export interface RequiredQueryParameter extends QueryParameter {
  required?: boolean;
}

/** name=value, both escaped; values that are not strings are sent as their JSON. */
const queryPair = (name: string, value: unknown) =>
  `${encode(name)}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`;

/** A query string that the route accepts: its required parameters and some optional ones. */
export function validQuery(parameters: RequiredQueryParameter[], examples: Examples = {}) {
  const values = Object.fromEntries(
    parameters.map((p) => [p.name, withExamples(p.name, validFor(p.schema ?? {}, examples), examples, 0.5)]),
  );
  const requiredKeys = parameters.filter((p) => p.required).map((p) => p.name);
  return fc.record(values, { requiredKeys }).map((query) =>
    Object.entries(query)
      .map(([n, v]) => queryPair(n, v))
      .join('&'),
  );
}

/** A raw query string: known parameters with hostile values, unknown ones, repeats and bad escapes. */
export function hostileQuery(parameters: QueryParameter[], examples: Examples = {}): fc.Arbitrary<string> {
  const pair = (name: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.tuple(name, value).map(([n, v]) => queryPair(n, v));
  const known = parameters.map((p) =>
    pair(fc.constant(p.name), withExamples(p.name, valueFor(p.schema ?? {}, 4), examples)),
  );
  const parts = fc.oneof(
    ...known.map((arbitrary) => ({ arbitrary, weight: 4 })),
    { arbitrary: pair(hostileString(20), anyJson()), weight: 1 },
    { arbitrary: fc.constantFrom('%', '%zz', '=', '&&', 'a[b]=1', 'a[]=1&a[]=2', '%00=%00'), weight: 1 },
  );
  return fc.array(parts, { maxLength: 5 }).map((list) => list.join('&'));
}
