import fc from 'fast-check';
import {
  anyValue,
  type Hints,
  HOSTILE_STRINGS,
  invalidValue,
  type JsonSchema,
  validValue,
} from './json-schema-arbitrary';
import type { Operation, Parameter } from './operations';

export interface FuzzRequest {
  /** 'valid' follows every documented rule; otherwise the name of the part that breaks one. */
  kind: 'valid' | 'path' | 'query' | 'header' | 'body' | 'content-type';
  method: string;
  /** Path and query as sent, escapes included (never normalised). */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RequestContext {
  hints: Hints;
  /** Files a multipart body may carry: a tiny real picture first, then junk. */
  files: { name: string; type: string; data: Buffer }[];
}

type Part = Omit<FuzzRequest, 'kind' | 'method'>;

/** encodeURIComponent, a lone surrogate (which it refuses) written as U+FFFD. */
function escapeText(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

const encode = (value: unknown) =>
  escapeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A hostile string written raw (escapes kept) or a wrong value escaped. */
const invalidSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...HOSTILE_STRINGS.filter((value) => value && !value.includes('/')),
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    'a'.repeat(3000),
  ),
  anyValue.map(encode),
);

function pathOf(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? '1',
  );
}

function validParams(
  parameters: Parameter[],
  hints: Hints,
): fc.Arbitrary<Record<string, string>> {
  const shape: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of parameters)
    shape[parameter.name] = validValue(
      parameter.schema,
      hints,
      parameter.name,
    ).map((value) => encode(value));
  return fc.record(shape, {
    requiredKeys: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  });
}

/** The same parameters with at least one of them given a wrong value, plus unknown ones. */
function invalidParams(
  parameters: Parameter[],
  hints: Hints,
): fc.Arbitrary<Record<string, string>> {
  return fc
    .tuple(
      validParams(parameters, hints),
      parameters.length
        ? fc.subarray(parameters, { minLength: 1 })
        : fc.constant([]),
      fc.array(invalidSegment, { maxLength: parameters.length ? 1 : 2 }),
    )
    .chain(([valid, broken, extra]) =>
      fc.tuple(...broken.map(() => invalidSegment)).map((wrong) => ({
        ...valid,
        ...Object.fromEntries(
          broken.map((parameter, index) => [
            parameter.name,
            wrong[index] ?? '',
          ]),
        ),
        ...Object.fromEntries(
          extra.map((value, index) => [`extra${index}`, value]),
        ),
      })),
    );
}

const queryString = (values: Record<string, string>) => {
  const pairs = Object.entries(values).map(([key, value]) => `${key}=${value}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
};

function multipartBody(
  fields: [string, string | { name: string; type: string; data: Buffer }][],
): { body: Buffer; contentType: string } {
  const boundary = '----celebrafuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const isFile = (schema: JsonSchema) => schema.format === 'binary';

function multipartArbitrary(
  schema: JsonSchema,
  context: RequestContext,
  valid: boolean,
): fc.Arbitrary<Part> {
  const properties = schema.properties ?? {};
  const textSchema: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).filter(([, property]) => !isFile(property)),
    ),
    required: (schema.required ?? []).filter(
      (key) => properties[key] && !isFile(properties[key]),
    ),
  };
  const fileFields = Object.entries(properties)
    .filter(([, property]) => isFile(property))
    .map(([key]) => key);
  const fileRequired = fileFields.filter((key) =>
    (schema.required ?? []).includes(key),
  );
  const text = valid
    ? validValue(textSchema, context.hints)
    : invalidValue(textSchema);
  const files = fc.constantFrom(...context.files);
  return fc
    .tuple(
      text,
      fc.subarray(fileFields),
      files,
      valid ? fc.constant(0) : fc.integer({ min: 0, max: 2 }),
    )
    .map(([values, chosenFiles, file, junk]) => {
      const entries: [string, string | RequestContext['files'][number]][] = [];
      if (values && typeof values === 'object' && !Array.isArray(values))
        for (const [key, value] of Object.entries(values))
          entries.push([
            key,
            typeof value === 'string' ? value : JSON.stringify(value),
          ]);
      const withFiles = valid
        ? [...new Set([...fileRequired, ...chosenFiles])]
        : chosenFiles;
      for (const key of withFiles) entries.push([key, file]);
      const lastFile = context.files.at(-1);
      if (junk === 1 && lastFile) entries.push(['file', lastFile]);
      const { body, contentType } = multipartBody(entries);
      return {
        url: '',
        headers: { 'content-type': contentType },
        body: junk === 2 ? body.subarray(0, body.length >> 1) : body,
      };
    });
}

function jsonArbitrary(
  schema: JsonSchema,
  context: RequestContext,
  valid: boolean,
) {
  const value = valid
    ? validValue(schema, context.hints)
    : fc.oneof(
        { arbitrary: invalidValue(schema), weight: 4 },
        fc.constantFrom('{"a":', '[', 'null', '', '{"__proto__":{"x":1}}'),
      );
  return value.map(
    (data): Part => ({
      url: '',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        typeof data === 'string' && !valid ? data : JSON.stringify(data),
      ),
    }),
  );
}

function bodyArbitrary(
  operation: Operation,
  context: RequestContext,
  valid: boolean,
): fc.Arbitrary<Part> | undefined {
  const choices: fc.Arbitrary<Part>[] = [];
  if (operation.bodies.json)
    choices.push(jsonArbitrary(operation.bodies.json, context, valid));
  if (operation.bodies.multipart)
    choices.push(
      multipartArbitrary(operation.bodies.multipart, context, valid),
    );
  return choices.length ? fc.oneof(...choices) : undefined;
}

/** A body under a content type the route does not take (or a broken one). */
const wrongContentType: fc.Arbitrary<Part> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'image/png',
    ),
    fc.constantFrom('{"a":1}', 'a=1&b=2', '--x\r\n\r\n', ''),
  )
  .map(([type, body]) => ({
    url: '',
    headers: { 'content-type': type },
    body: Buffer.from(body),
  }));

/**
 * Requests for one operation: about half follow its schemas (real ids from `hints` mixed
 * with generated ones), the others break one part — a path or query parameter, a header,
 * the body, or its content type.
 */
export function requestArbitrary(
  operation: Operation,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: Parameter['in']) =>
    operation.parameters.filter((parameter) => parameter.in === place);
  const pathParams = byPlace('path');
  const queryParams = byPlace('query');
  const headerParams = byPlace('header');
  const validBody = bodyArbitrary(operation, context, true);
  const invalidBody = bodyArbitrary(operation, context, false);
  const empty = fc.constant<Part>({ url: '', headers: {} });

  const kinds: FuzzRequest['kind'][] = ['valid', 'valid', 'valid'];
  if (pathParams.length) kinds.push('path');
  kinds.push('query');
  if (headerParams.length) kinds.push('header');
  if (invalidBody) kinds.push('body', 'body');
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method))
    kinds.push('content-type');

  return fc.constantFrom(...kinds).chain((kind) =>
    fc
      .record({
        path:
          kind === 'path'
            ? invalidParams(pathParams, context.hints)
            : validParams(pathParams, context.hints),
        query:
          kind === 'query'
            ? invalidParams(queryParams, context.hints)
            : validParams(queryParams, context.hints),
        header:
          kind === 'header'
            ? invalidParams(headerParams, context.hints)
            : validParams(headerParams, context.hints),
        body:
          kind === 'body'
            ? (invalidBody ?? empty)
            : kind === 'content-type'
              ? wrongContentType
              : (validBody ?? empty),
      })
      .map(({ path, query, header, body }) => ({
        kind,
        method: operation.method,
        url: escapeUnsafe(pathOf(operation, path) + queryString(query)),
        headers: {
          ...Object.fromEntries(
            Object.entries(header).map(([key, value]) => [
              key,
              decodeHeader(value),
            ]),
          ),
          ...body.headers,
        },
        ...(body.body ? { body: body.body } : {}),
      })),
  );
}

/** Characters no HTTP client may put in a request line, escaped (escapes already there stay). */
function escapeUnsafe(url: string): string {
  return url.replace(/[^\u0021-\u007e]/gu, escapeText);
}

/** Header values go out as text: the escaped value decoded, control characters dropped. */
function decodeHeader(value: string): string {
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    text = value;
  }
  return text.replace(/[^\u0020-\u007e]/g, '').slice(0, 512);
}
