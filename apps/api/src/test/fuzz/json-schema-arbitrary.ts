import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the api's document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Real values worth hitting more often than chance would (known ids, slugs…), by field name;
 * a name starting with '!' lists the only valid values to use (a throttled lookup's queries).
 */
export type Hints = Record<string, unknown[]>;

const MAX_INT = 2_147_483_647;
/** Longest string generated when a schema sets no maximum. */
const FREE_STRING_MAX = 40;

function withinLength(schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  return (value: string) => value.length >= min && value.length <= max;
}

/** A pattern fast-check can walk (it does not do look-arounds): look-arounds removed, checked after. */
function patternString(schema: JsonSchema & { pattern: string }) {
  const full = new RegExp(schema.pattern);
  const fits = withinLength(schema);
  const accepts = (value: string) => full.test(value) && fits(value);
  const walkable = schema.pattern.replace(/\(\?[=!][^)]*\)/g, '');
  const generated = fc.stringMatching(new RegExp(walkable)).filter(accepts);
  // Look-ahead patterns (passwords: a letter and a digit) also get a shape that always fits.
  return walkable === schema.pattern
    ? generated
    : fc.oneof(
        generated,
        fc
          .tuple(
            fc.stringMatching(/^[A-Za-z]{4,10}$/),
            fc.stringMatching(/^\d{4,10}$/),
          )
          .map(([letters, digits]) => letters + digits)
          .filter(accepts),
      );
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email')
    return fc.emailAddress().filter(withinLength(schema));
  if (schema.format === 'uri' || schema.format === 'url')
    return fc.webUrl().filter(withinLength(schema));
  if (schema.pattern)
    return patternString(schema as JsonSchema & { pattern: string });
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, FREE_STRING_MAX);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function validNumber(schema: JsonSchema, integer: boolean) {
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : (schema.minimum ?? (integer ? -MAX_INT : -1e9));
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : (schema.maximum ?? (integer ? MAX_INT : 1e9));
  return integer
    ? fc.integer({
        min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
        max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((name) => name !== 'null');
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/**
 * Values the schema accepts. `name` is the property or parameter name, looked up in `hints`
 * so real ids and slugs come up often enough to reach past the "not found" answers.
 */
export function validValue(
  schema: JsonSchema,
  hints: Hints = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const only = name && hints[`!${name}`];
  if (only && only.length) return fc.constantFrom(...only);
  const plain = plainValid(schema, hints);
  const hinted = name && hints[name]?.length ? hints[name] : undefined;
  const base = hinted
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...hinted), weight: 2 },
        { arbitrary: plain, weight: 1 },
      )
    : plain;
  return schema.nullable
    ? fc.oneof({ arbitrary: base, weight: 4 }, fc.constant(null))
    : base;
}

function plainValid(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length)
    return fc.oneof(...choices.map((choice) => validValue(choice, hints)));
  if (schema.allOf?.length)
    return validValue(Object.assign({}, ...schema.allOf), hints);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return validObject(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, hints: Hints) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    shape[key] = validValue(property, hints, key);
  return fc.record(shape, {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
}

/** Path traversal, encodings the router must refuse, and other strings that break naive code. */
export const HOSTILE_STRINGS = [
  '..',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  '%E0%A4%A',
  '%',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  '\u202e\u0645\ud83d\ude00',
  ' ',
  '',
];

export const HUGE_NUMBERS = [
  -1,
  0,
  1.5,
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
];

/** Values of any type, mostly of the wrong one for a given schema. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HUGE_NUMBERS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('x'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A value the schema refuses (or at least stretches): wrong type, out of range, too long. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const specific: fc.Arbitrary<unknown>[] = [];
  if (type === 'string') {
    const over = (schema.maxLength ?? 5000) + 1;
    specific.push(fc.constant('a'.repeat(over)));
    if (schema.minLength) specific.push(fc.constant(''));
    specific.push(fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }));
  }
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined)
      specific.push(fc.constant(schema.minimum - 1));
    if (schema.maximum !== undefined)
      specific.push(fc.constant(schema.maximum + 1));
    specific.push(fc.constantFrom<unknown>(...HUGE_NUMBERS, '12abc', 'NaN'));
  }
  if (type === 'object') specific.push(invalidObject(schema));
  if (type === 'array')
    specific.push(
      fc.array(anyValue, { maxLength: 3 }),
      fc.constant(
        Array.from({ length: (schema.maxItems ?? 200) + 1 }, () => 1),
      ),
    );
  return specific.length
    ? fc.oneof({ arbitrary: fc.oneof(...specific), weight: 2 }, anyValue)
    : anyValue;
}

/** A record that breaks one rule: a required key missing, one key of the wrong kind, or junk keys. */
function invalidObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = validObject(schema, {}) as fc.Arbitrary<
    Record<string, unknown>
  >;
  if (!keys.length) return fc.dictionary(fc.string(), anyValue);
  return fc.oneof(
    fc
      .tuple(
        valid,
        fc.constantFrom(...(schema.required?.length ? schema.required : keys)),
      )
      .map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return copy;
      }),
    fc.tuple(valid, fc.constantFrom(...keys)).chain(([value, key]) =>
      invalidValue(schema.properties?.[key] ?? {}).map((wrong) => ({
        ...value,
        [key]: wrong,
      })),
    ),
    valid.map((value) => ({ ...value, ['__proto__']: { admin: true } })),
  );
}
