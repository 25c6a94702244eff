import type { UsersTableRow } from '@shared/schemas/admin';

/**
 * How many people the users table holds: one row per order, so a customer with three orders is three
 * rows and one user. People are told apart by e-mail, as the shop does (case and spaces ignored).
 */
export function countUsers(rows: readonly Pick<UsersTableRow, 'email'>[]): number {
  return new Set(rows.map((row) => row.email.trim().toLowerCase())).size;
}

/** The count line ("{n} users found with complete information"), with the rows it spans. */
export function usersCountLine(rows: readonly Pick<UsersTableRow, 'email'>[]): string {
  const users = countUsers(rows);
  const orders = rows.length;
  return `${users} ${users === 1 ? 'user' : 'users'} found with complete information · ${orders} ${orders === 1 ? 'order' : 'orders'}`;
}
