import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toIso } from '../../db/mappers';
import { hashToken, newToken } from './tokens';

export type PasswordLinkPurpose = 'reset' | 'welcome';

/** Single-use, expiring links to set a password: only the token's hash is kept. */
export function createPasswordResetsRepo(db: Database) {
  return {
    async create(userId: number, purpose: PasswordLinkPurpose, validForMs: number, now = new Date(), executor: Knex | Knex.Transaction = db.knex): Promise<string> {
      const { token, hash } = newToken();
      await executor('password_resets').insert({
        user_id: userId,
        token_hash: hash,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + validForMs).toISOString(),
      });
      return token;
    },

    /** Whether a link still works and what it was sent for, without using it (unknown: undefined). */
    async inspect(token: string, now = new Date()): Promise<{ usable: boolean; purpose: PasswordLinkPurpose } | undefined> {
      const row = await db.knex('password_resets').select('purpose', 'used_at', 'expires_at').where({ token_hash: hashToken(token) }).first();
      if (!row) return undefined;
      return { usable: !row.used_at && new Date(toIso(row.expires_at)).getTime() > now.getTime(), purpose: row.purpose as PasswordLinkPurpose };
    },

    /**
     * Marks the link used and answers its user, once: the conditional update makes two clicks (or two
     * tabs) race safely, and an expired or used link answers undefined.
     */
    async consume(token: string, now = new Date()): Promise<number | undefined> {
      const row = await db.knex('password_resets').where({ token_hash: hashToken(token) }).first();
      if (!row || row.used_at || new Date(toIso(row.expires_at)).getTime() <= now.getTime()) return undefined;
      const taken = await db.knex('password_resets').where({ id: row.id }).whereNull('used_at').update({ used_at: now.toISOString() });
      return taken === 1 ? Number(row.user_id) : undefined;
    },

    /** Ends every link of the account still usable (its password was just set): they expire now. */
    async endAllFor(userId: number, executor: Knex = db.knex, now = new Date()): Promise<void> {
      await executor('password_resets').where({ user_id: userId }).whereNull('used_at').where('expires_at', '>', now.toISOString()).update({ expires_at: now.toISOString() });
    },
  };
}

export type PasswordResetsRepo = ReturnType<typeof createPasswordResetsRepo>;
