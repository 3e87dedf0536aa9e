import pino, { type Logger } from 'pino';
import {
  isSecretField,
  maskFreeText,
  maskPersonalData,
  personalDataLogging,
} from './personal-data-log';

describe('maskPersonalData', () => {
  it.each([
    [
      'e-mail',
      'enviado para ana.souza+festa@example.com.br',
      'enviado para [e-mail]',
    ],
    ['encoded e-mail', '?search=ana%40example.com', '?search=[e-mail]'],
    ['formatted CPF', 'CPF 529.982.247-25 recusado', 'CPF [cpf] recusado'],
    ['bare CPF', 'CPF 52998224725 recusado', 'CPF [cpf] recusado'],
    ['CNPJ', 'chave 11.222.333/0001-81', 'chave [cnpj]'],
    ['bare CNPJ', 'chave 11222333000181', 'chave [cnpj]'],
    ['mobile phone', 'ligar (11) 91234-5678', 'ligar [telefone]'],
    ['phone with country code', 'ligar +55 11 91234-5678', 'ligar [telefone]'],
    ['bare phone', 'ligar 1132345678', 'ligar [telefone]'],
  ])('masks a %s', (_, text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it.each([
    'order 1234 approved in 52 ms',
    'at 2026-11-29T14:05:43.123Z',
    'R$ 1.234,56',
    'GET /api/users/events/12/guests',
    'at handler (/app/dist/main.js:1234:56)',
    '7b0c6bde-8bd1-4e0d-9c1b-58b9a2b0e2a1',
  ])('keeps %s', (text) => {
    expect(maskPersonalData(text)).toBe(text);
  });
});

describe('maskFreeText', () => {
  it('also masks a random Pix key (a UUID)', () => {
    expect(
      maskFreeText(
        'chave 7b0c6bde-8bd1-4e0d-9c1b-58b9a2b0e2a1 inválida para ana@example.com',
      ),
    ).toBe('chave [chave pix] inválida para [e-mail]');
  });
});

describe('isSecretField', () => {
  it.each([
    'password',
    'newPassword',
    'confirm_password',
    'token',
    'statusToken',
    'x-guest-data-token',
    'X-Site-Access',
    'authorization',
    'code',
    'pixKey',
    'pix_key',
    'cpf',
    'holderCpf',
    'holderDocument',
    'email',
    'newEmail',
    'phone',
    'phoneNumber',
    'guestContact',
  ])('names %s a secret', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(['statusCode', 'eventId', 'url', 'method', 'responseTime', 'kind'])(
    'keeps %s',
    (name) => {
      expect(isSecretField(name)).toBe(false);
    },
  );
});

describe('personalDataLogging', () => {
  function logged(write: (logger: Logger) => void): string {
    const lines: string[] = [];
    write(
      pino(
        { ...personalDataLogging, level: 'info' },
        { write: (line: string) => lines.push(line) },
      ),
    );
    return lines.join('');
  }

  it('replaces a secret field at any depth of a line', () => {
    const secrets = {
      password: 'Senha-Funda-789',
      code: 'codigo-731902',
      pixKey: 'chave-pix-funda',
      token: 'Tk_deep-token-0123456789',
      header: 'gd_deep-header-0123456789',
    };
    const log = logged((logger) =>
      logger.info(
        {
          request: {
            body: {
              password: secrets.password,
              code: secrets.code,
              payout: { pixKey: secrets.pixKey },
              items: [{ statusToken: secrets.token }],
            },
            headers: { 'x-guest-data-token': secrets.header },
          },
          statusCode: 400,
        },
        'refused',
      ),
    );
    for (const value of Object.values(secrets))
      expect(log).not.toContain(value);
    expect(JSON.parse(log)).toMatchObject({
      request: { body: { password: '[redacted]', code: '[redacted]' } },
      statusCode: 400,
      msg: 'refused',
    });
  });

  it("keeps an error's code and masks its message", () => {
    const error = Object.assign(
      new Error('duplicate key for ana@example.com'),
      { code: '23505' },
    );
    const line = JSON.parse(
      logged((logger) => logger.error({ err: error }, 'failed')),
    ) as { err: { code: string; message: string } };
    expect(line.err.code).toBe('23505');
    expect(line.err.message).toBe('duplicate key for [e-mail]');
  });
});
