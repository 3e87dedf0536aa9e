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
