import {
  ERROR_CODES,
  ERROR_DEFAULT_MESSAGES,
  ERROR_HTTP_STATUS,
  errorResponseSchema,
  isErrorCode,
} from './errors.schema';

describe('error codes', () => {
  it('map to their HTTP statuses', () => {
    expect(ERROR_HTTP_STATUS).toEqual({
      VALIDATION: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      REAUTHENTICATION_REQUIRED: 403,
      PASSWORD_REQUIRED: 401,
      NOT_FOUND: 404,
      CONFLICT: 409,
      GONE: 410,
      UNPROCESSABLE: 422,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      RATE_LIMITED: 429,
      PAYMENT_PROVIDER: 502,
      LOOKUP_UNAVAILABLE: 502,
      DATABASE_UNAVAILABLE: 503,
      INTERNAL: 500,
    });
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(
      [...ERROR_CODES].sort(),
    );
  });

  it('each has a default pt-BR message', () => {
    expect(ERROR_DEFAULT_MESSAGES.UNAUTHORIZED).toBe(
      'Sessão inválida ou expirada. Faça login novamente.',
    );
    expect(ERROR_DEFAULT_MESSAGES.RATE_LIMITED).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
    expect(ERROR_DEFAULT_MESSAGES.DATABASE_UNAVAILABLE).toBe(
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    );
    expect(ERROR_DEFAULT_MESSAGES.REAUTHENTICATION_REQUIRED).toBe(
      'Confirme sua senha para continuar.',
    );
    for (const code of ERROR_CODES)
      expect(ERROR_DEFAULT_MESSAGES[code].length).toBeGreaterThan(0);
  });

  it('recognises codes', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it('reads a validation failure with field errors', () => {
    const body = {
      success: false,
      message: 'Dados inválidos.',
      code: 'VALIDATION',
      fieldErrors: { email: ['* Formato de e-mail inválido'] },
    };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it('reads a bare failure and refuses a success or a missing message', () => {
    expect(
      errorResponseSchema.parse({ success: false, message: 'Erro' }),
    ).toEqual({ success: false, message: 'Erro' });
    expect(
      errorResponseSchema.safeParse({ success: true, message: 'Erro' }).success,
    ).toBe(false);
    expect(errorResponseSchema.safeParse({ success: false }).success).toBe(
      false,
    );
  });
});
