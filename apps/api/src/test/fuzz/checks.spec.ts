import { createResponseChecker, type FuzzResponse } from './checks';
import type { Operation } from './operations';

const operation: Operation = {
  id: 'GET /api/things/{id}',
  method: 'GET',
  path: '/api/things/{id}',
  parameters: [],
  bodies: {},
  responses: {
    '200': {
      type: 'object',
      required: ['success', 'name'],
      properties: {
        success: { enum: [true] },
        name: { type: 'string', nullable: true },
      },
    },
    '400': undefined,
    '404': undefined,
  },
  audience: 'public',
};

const secured = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self';frame-ancestors 'self'",
  'referrer-policy': 'no-referrer',
};

function answer(
  status: number,
  body: unknown,
  headers: FuzzResponse['headers'] = secured,
): FuzzResponse {
  return {
    status,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const check = createResponseChecker();
const url = '/api/things/7';
const notFound = {
  success: false,
  code: 'NOT_FOUND',
  message: 'Não encontrado.',
};

describe('the fuzz suite response checks', () => {
  it('accept a documented answer and a pt-BR client error with the security headers', () => {
    expect(
      check(operation, url, answer(200, { success: true, name: null })),
    ).toEqual([]);
    expect(check(operation, url, answer(404, notFound))).toEqual([]);
  });

  it('refuse a 5xx, a body outside its schema and a client error outside the error shape', () => {
    expect(check(operation, url, answer(502, notFound))).toContain(
      'status 502',
    );
    expect(
      check(operation, url, answer(200, { success: true, name: 3 })).join(),
    ).toMatch(/documented 200 schema/);
    expect(check(operation, url, answer(404, { error: 'x' })).join()).toMatch(
      /outside the error shape/,
    );
  });

  it('refuse an answer whose status the document does not list', () => {
    expect(
      check(
        operation,
        url,
        answer(409, { ...notFound, code: 'CONFLICT', message: 'Conflito.' }),
      ),
    ).toEqual(['status 409 is not documented']);
  });

  it('refuse English framework messages, also with a pt-BR-looking shape', () => {
    for (const message of [
      'Not Found',
      'Route GET:/api/x not found',
      'body must have required property name',
      'querystring/page must be integer',
      'Unsupported Media Type',
    ])
      expect(
        check(operation, url, answer(400, { success: false, message })).join(),
      ).toMatch(/English message/);
    expect(
      check(
        operation,
        url,
        answer(400, {
          success: false,
          message: 'Status inválido. Use PENDING, PAID, FAILED ou CANCELLED.',
        }),
      ),
    ).toEqual([]);
  });

  it('refuse a client error without each security header', () => {
    for (const missing of [
      'x-content-type-options',
      'content-security-policy',
      'referrer-policy',
    ]) {
      const headers = { ...secured, [missing]: undefined };
      expect(
        check(operation, url, answer(404, notFound, headers)),
      ).toHaveLength(1);
    }
  });

  it('refuse a stack trace, a source path or the request path in any body', () => {
    expect(
      check(
        operation,
        url,
        answer(404, {
          ...notFound,
          detail: 'Error\n    at handler (/srv/app/dist/main.js:10:5)',
        }),
      ).join(),
    ).toMatch(/stack trace/);
    expect(
      check(
        operation,
        '/api/things/..%2Fsecret',
        answer(404, { ...notFound, message: 'Sem /api/things/../secret' }),
      ).join(),
    ).toMatch(/path echoed/);
  });

  it('accept a pt-BR page and refuse an English one where a page is answered', () => {
    const page = { ...secured, 'content-type': 'text/html; charset=utf-8' };
    expect(
      check(
        operation,
        url,
        answer(
          404,
          '<!doctype html><html lang="pt-BR"><p>Não encontrado',
          page,
        ),
      ),
    ).toEqual([]);
    expect(
      check(operation, url, answer(404, '<html><p>Not Found</p>', page)),
    ).toEqual(['a 404 page that is not in pt-BR']);
  });
});
