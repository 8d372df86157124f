/** The PostgreSQL error code of a row that does not exist, or an error that wraps one. */
function pgCode(err: unknown): unknown {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return code(err) ?? code((err as { cause?: unknown } | null)?.cause);
}

/**
 * True for a write that referenced a row deleted meanwhile (PostgreSQL 23503, foreign key
 * violation): the client's target is gone, so the error plugin answers 404, never 500.
 */
export function isMissingReference(err: unknown): boolean {
  return pgCode(err) === '23503';
}

/**
 * True for a write that lost a race for a unique value (PostgreSQL 23505): two requests checked
 * that an e-mail was free and both inserted it. The error plugin answers 409.
 */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}
