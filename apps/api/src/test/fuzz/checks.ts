import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './json-schema-arbitrary';
import type { Operation } from './operations';

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** The shape of every client error of the api (plugins/error-handler.ts). */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { enum: [false] },
    message: { type: 'string', minLength: 1 },
    code: { type: 'string' },
    fieldErrors: { type: 'object' },
  },
};

/**
 * Framework and library texts that must never reach a user (they are English): their usual
 * openings, and English words in lower case (upper-case codes such as FAILED are values).
 */
const ENGLISH_MESSAGE =
  /^(Bad Request|Not Found|Unauthorized|Forbidden|Route|body|querystring|params|headers|Unsupported|Payload|Request|Internal|Invalid|Expected|Required|Too Many|Method|Cannot|Unexpected|Missing|Content|The |must )|\b(must|should|expected|received|required|is not|invalid|cannot|failed|unexpected|not found)\b/;

/** The demonstration payment pages answer browsers with a page: in pt-BR, then. */
const PT_BR_PAGE = /<html lang="pt-BR"/;

/** A stack frame or a source location: 'at fn (/x/y.ts:1:2)', node_modules, our source tree. */
const STACK_OR_SOURCE =
  /\n\s+at \S|\bat [\w$.<>]+ \(|node_modules|\/work\/|apps\/api\/src|\.(ts|js|mjs|cjs):\d+:\d+/;

function header(response: FuzzResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/** Validates bodies against the document's schemas, one compiled validator per schema. */
export function createResponseChecker() {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const errorValidator = validatorOf(ERROR_SCHEMA);

  /** Everything wrong with one answer to `url` (empty when it is right). */
  return function problemsOf(
    operation: Operation,
    url: string,
    response: FuzzResponse,
  ): string[] {
    const problems: string[] = [];
    const { status } = response;
    if (status >= 500) problems.push(`status ${status}`);

    const isJson = header(response, 'content-type').startsWith(
      'application/json',
    );
    let body: unknown;
    if (isJson) {
      try {
        body = JSON.parse(response.body);
      } catch {
        problems.push('a JSON content type over a body that is not JSON');
      }
    }

    // Every answer's status is in the document (docs/architecture.md, "Error statuses").
    if (!(String(status) in operation.responses))
      problems.push(`status ${status} is not documented`);
    const documented = operation.responses[String(status)];
    if (body !== undefined && documented) {
      const validate = validatorOf(documented);
      if (!validate(body))
        problems.push(
          `body does not match the documented ${status} schema: ${ajv.errorsText(validate.errors)}`,
        );
    }

    const isPage = header(response, 'content-type').startsWith('text/html');
    if (status >= 400) {
      if (isPage) {
        if (!PT_BR_PAGE.test(response.body))
          problems.push(`a ${status} page that is not in pt-BR`);
      } else if (!isJson) problems.push(`a ${status} that is not JSON`);
      else if (body !== undefined && !errorValidator(body))
        problems.push(
          `a ${status} outside the error shape: ${ajv.errorsText(errorValidator.errors)}`,
        );
      const message = (body as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string' && ENGLISH_MESSAGE.test(message))
        problems.push(`an English message: ${JSON.stringify(message)}`);
      if (header(response, 'x-content-type-options') !== 'nosniff')
        problems.push('no x-content-type-options: nosniff');
      if (
        !header(response, 'x-frame-options') &&
        !/frame-ancestors/.test(header(response, 'content-security-policy'))
      )
        problems.push('neither x-frame-options nor CSP frame-ancestors');
      if (!header(response, 'referrer-policy'))
        problems.push('no referrer-policy');
    }

    if (STACK_OR_SOURCE.test(response.body))
      problems.push('a stack trace or source path in the body');
    const [pathname = ''] = url.split('?');
    for (const form of new Set([pathname, safeDecode(pathname)]))
      if (form.length > 4 && response.body.includes(form))
        problems.push('the request path echoed in the body');
    return problems;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
