/** SQLSTATE codes the api maps to responses. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** ON DELETE RESTRICT refused the delete (PostgreSQL 16+; older servers report 23503). */
  restrictViolation: '23001',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? codeOf(error.cause) : undefined;
}

function constraintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('constraint' in error && typeof error.constraint === 'string')
    return error.constraint;
  return 'cause' in error ? constraintOf(error.cause) : undefined;
}

/**
 * The PostgreSQL error behind a failed query (drizzle wraps driver errors in `cause`),
 * identical for PGlite and node-postgres.
 */
export function pgErrorOf(
  error: unknown,
): { code: string; constraint?: string } | undefined {
  const code = codeOf(error);
  return code ? { code, constraint: constraintOf(error) } : undefined;
}

export function isUniqueViolation(
  error: unknown,
  constraint?: string,
): boolean {
  const pgError = pgErrorOf(error);
  return (
    pgError?.code === PG_ERROR.uniqueViolation &&
    (constraint === undefined || pgError.constraint === constraint)
  );
}

/** A write refused because of a foreign key (missing parent, or a restricted delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return (
    code === PG_ERROR.foreignKeyViolation || code === PG_ERROR.restrictViolation
  );
}

/** SQLSTATEs of a server that is shutting down, starting up or gone (classes 08 and 57P). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (server restarting or stopping)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (still starting up)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** Socket errors of a server that cannot be reached. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages node-postgres and PGlite give to connection failures that carry no code. */
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection error|not queryable|timeout exceeded when trying to connect|cannot use a pool after calling end|pglite is closed/i;

function errorsOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let current = error;
    typeof current === 'object' && current !== null && chain.length < 8;
    current = (current as { cause?: unknown }).cause
  )
    chain.push(current);
  return chain;
}

/**
 * The database could not be reached or dropped the connection (restart, crash, network):
 * nothing about the request itself is wrong, so the caller may try again shortly (→ 503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorsOf(error).some((item) => {
    const code = (item as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    const message = (item as { message?: unknown }).message;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}
