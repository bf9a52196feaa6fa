// PostgreSQL says what went wrong as a SQLSTATE code on the error (`code`); SQLite's errors carry
// none of these. Read here, in one place, for the retries (retry.ts) and the router (http.ts).

export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * A value the database would not take (class 22, data exception: a number out of range, text it
 * cannot store): bad input that got past validation, answered as a refusal rather than a 500.
 */
export function isValueRefused(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
