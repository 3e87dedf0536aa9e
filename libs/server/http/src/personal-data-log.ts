import { type LoggerOptions, stdSerializers } from 'pino';

/**
 * What a person's data looks like in free text (a message, an error, a path), each with what
 * replaces it. Order matters: an e-mail before anything numeric, a CNPJ (14 digits) before a
 * CPF (11), a CPF before a phone; an unformatted 11-digit run is masked as a CPF either way.
 */
const PERSONAL_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [
    /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
    '[e-mail]',
  ],
  [/\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g, '[cnpj]'],
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[cpf]'],
  [
    /(?:\+55[\s-]?|\b55[\s-])?(?:\(\d{2}\)|\b\d{2})[\s-]?9?\d{4}[\s-]?\d{4}\b/g,
    '[telefone]',
  ],
];

/** A random Pix key (EVP): a UUID. Masked in free text only, since ids are UUIDs too. */
const RANDOM_PIX_KEY =
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** `text` with every e-mail, CPF, CNPJ and phone replaced. */
export function maskPersonalData(text: string): string {
  return PERSONAL_PATTERNS.reduce(
    (masked, [pattern, replacement]) => masked.replace(pattern, replacement),
    text,
  );
}

/** Free text (a log message, an error's message or stack): also the random Pix keys. */
export function maskFreeText(text: string): string {
  return maskPersonalData(text).replace(RANDOM_PIX_KEY, '[chave pix]');
}

const MAX_DEPTH = 8;

/** What replaces the value of a secret field. */
export const REDACTED = '[redacted]';

/** Exact names, lower-cased without '-' and '_', of fields that hold a secret. */
const SECRET_NAMES = new Set(['code', 'xsiteaccess', 'xsignature']);
/** Endings of such names: `password` also covers `newPassword`, `token` `x-guest-data-token`. */
const SECRET_NAME_ENDINGS = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  'email',
  'phone',
  'phonenumber',
  'contact',
  'cpf',
  'cnpj',
  'document',
  'pixkey',
];

/**
 * Whether a field (of a body, a query, headers, a log line) names a secret or a person's data:
 * a password, a token, a code, a Pix key, a CPF, an e-mail, a phone… in any case, with or
 * without '-' or '_'.
 */
export function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[-_]/g, '');
  return (
    SECRET_NAMES.has(key) ||
    SECRET_NAME_ENDINGS.some((ending) => key.endsWith(ending))
  );
}

/** An object literal, or data without a class (Fastify's parsed query has a bare prototype). */
const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

interface MaskOptions {
  maskText: (text: string) => string;
  /** Replace the whole value of a field that `isSecretField` names. */
  redactSecretFields: boolean;
}

/** `value` with its strings masked, through plain objects and arrays (class instances stay). */
function maskDeep(value: unknown, options: MaskOptions, depth = 0): unknown {
  if (typeof value === 'string') return options.maskText(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH)
    return value;
  if (Array.isArray(value))
    return value.map((item) => maskDeep(item, options, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      options.redactSecretFields && isSecretField(key)
        ? REDACTED
        : maskDeep(item, options, depth + 1),
    ]),
  );
}

/**
 * pino's serialized error as plain data (its own prototype, and its causes', would be skipped),
 * or its type and message alone when it does not survive JSON.
 */
function plainError(error: Error): unknown {
  const serialized: unknown = stdSerializers.err(error);
  try {
    return JSON.parse(JSON.stringify(serialized)) as unknown;
  } catch {
    return { type: error.name, message: String(error.message) };
  }
}

/**
 * pino settings that keep a person's data out of every line: the message and the error
 * (message, stack, and what it carries) masked as free text; in the rest of the line, at any
 * depth of plain data, the value of a secret field (`isSecretField`: a body's `password`, a
 * header's token, a `code`) replaced whole and every other string masked by pattern.
 */
export const personalDataLogging: {
  serializers: NonNullable<LoggerOptions['serializers']>;
  formatters: {
    log: NonNullable<NonNullable<LoggerOptions['formatters']>['log']>;
  };
} = {
  serializers: {
    msg: (message: unknown) =>
      typeof message === 'string' ? maskFreeText(message) : message,
    err: (error: Error) =>
      maskDeep(plainError(error), {
        maskText: maskFreeText,
        redactSecretFields: false,
      }),
  },
  formatters: {
    log: (line: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(line).map(([key, value]) => {
          if (key === 'err') return [key, value];
          if (isSecretField(key)) return [key, REDACTED];
          return [
            key,
            maskDeep(value, {
              maskText: maskPersonalData,
              redactSecretFields: true,
            }),
          ];
        }),
      ),
  },
};
