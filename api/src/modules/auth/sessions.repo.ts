import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { nowIso, toIso } from '../../db/mappers';
import { param } from '../../db/prepared';
import { hashToken, newToken } from './tokens';
import type { UserRecord } from './users.repo';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions live in the database so that every API process (and a restart) honours the same ones. */
export function createSessionsRepo(db: Database) {
  // Every signed-in request reads its session: compiled once.
  const userBySession = db.prepare<Record<string, unknown>>((knex) =>
    knex('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .select('u.id', 'u.email', 'u.name', 'u.role', 's.expires_at')
      .where('s.id', param('id')),
  );

  return {
    async create(userId: number, now = new Date()): Promise<string> {
      const { token, hash } = newToken();
      await db.knex('sessions').insert({
        id: hash,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      });
      return token;
    },

    /** The signed-in user for a cookie's token, or undefined when unknown or expired. */
    async findUser(token: string, now = new Date()): Promise<Omit<UserRecord, 'passwordHash'> | undefined> {
      const row = await userBySession.get({ id: hashToken(token) });
      if (!row || new Date(toIso(row.expires_at)).getTime() <= now.getTime()) return undefined;
      return { id: Number(row.id), email: String(row.email), name: (row.name as string | null) ?? '', role: row.role as UserRecord['role'] };
    },

    async delete(token: string): Promise<void> {
      await db.knex('sessions').where({ id: hashToken(token) }).delete();
    },

    /** Ends every session of a user (a password change signs out every device). */
    async deleteAllFor(userId: number, executor: Knex = db.knex): Promise<void> {
      await executor('sessions').where({ user_id: userId }).delete();
    },

    async deleteExpired(): Promise<number> {
      return db.knex('sessions').where('expires_at', '<=', nowIso()).delete();
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
