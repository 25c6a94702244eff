/** Column values differ by driver (SQLite: 0/1 and strings; PostgreSQL: booleans and Dates): one mapping. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // What we write ourselves (toISOString) comes back from SQLite as is: no need to parse it again.
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  if (typeof value === 'string') return value.includes('T') ? new Date(value).toISOString() : new Date(`${value.replace(' ', 'T')}Z`).toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  throw new TypeError(`Not a timestamp: ${String(value)}`);
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

/** A nullable text column. */
export function toTextOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A nullable integer column (a reference to another row, a count). */
export function toIntOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function nowIso(): string {
  return new Date().toISOString();
}
