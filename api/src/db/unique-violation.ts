/** Whether a write failed on a unique constraint, on either database (PostgreSQL 23505, SQLite's message). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '');
}
