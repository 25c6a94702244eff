import type { Knex } from 'knex';
import type { UserRole } from '@shared/schemas/auth';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/mappers';
import { param } from '../../db/prepared';

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string | null;
}

function toUser(row: Record<string, unknown>): UserRecord {
  return {
    id: Number(row.id),
    email: String(row.email),
    name: (row.name as string | null) ?? '',
    role: row.role as UserRole,
    passwordHash: (row.password_hash as string | null) ?? null,
  };
}

export function createUsersRepo(db: Database) {
  const { knex } = db;
  // On the free request's hot lane (its order joins the address's account): compiled once.
  const idByEmail = db.prepare<{ id: number }>((k) => k('users').select('id').where('email', param('email')));
  return {
    async idByEmail(email: string, executor?: Knex | Knex.Transaction): Promise<number | null> {
      return (await idByEmail.get({ email: email.toLowerCase() }, executor))?.id ?? null;
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await knex('users').where({ email: email.toLowerCase() }).first();
      return row && toUser(row);
    },

    async findById(id: number): Promise<UserRecord | undefined> {
      const row = await knex('users').where({ id }).first();
      return row && toUser(row);
    },

    /**
     * Creates the account, or changes the role of an existing one; returns it either way. The insert
     * gives way to an account already there instead of reading first: processes of a fleet that start
     * together each create the first admin, and a read-then-insert would let all but one fail to start.
     */
    async upsert(input: { email: string; name?: string; role: UserRole }): Promise<UserRecord> {
      const email = input.email.toLowerCase();
      const now = nowIso();
      await knex('users').insert({ email, name: input.name ?? null, role: input.role, created_at: now, updated_at: now }).onConflict('email').ignore();
      await knex('users').where({ email }).update({ role: input.role, ...(input.name ? { name: input.name } : {}), updated_at: now });
      return toUser(await knex('users').where({ email }).first());
    },

    /**
     * The account for a paying customer's e-mail: the existing one (whatever its role: paying never
     * changes it), or a new customer account without a password yet.
     */
    async findOrCreateCustomer(email: string, name: string, executor: Knex | Knex.Transaction = knex): Promise<{ user: UserRecord; created: boolean }> {
      const address = email.toLowerCase();
      const existing = await executor('users').where({ email: address }).first();
      if (existing) return { user: toUser(existing), created: false };
      const now = nowIso();
      await executor('users').insert({ email: address, name, role: 'customer', created_at: now, updated_at: now }).onConflict('email').ignore();
      return { user: toUser(await executor('users').where({ email: address }).first()), created: true };
    },

    async setPasswordHash(userId: number, passwordHash: string, executor: Knex = knex): Promise<void> {
      await executor('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: nowIso() });
    },

    async countByRole(roles: UserRole[]): Promise<number> {
      const [row] = await knex('users').whereIn('role', roles).count({ n: '*' });
      return Number(row?.n ?? 0);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
