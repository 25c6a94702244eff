import type { Database } from '../../db/database';

/** Small values the server makes for itself once and keeps (`app_settings`). */
export function createSettingsRepo(db: Database) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.knex('app_settings').select('value').where({ key }).first();
      return row ? String(row.value) : undefined;
    },

    /**
     * Stores a value unless the key has one, and answers the stored value: two processes starting at
     * once both end up with the first one written.
     */
    async getOrInsert(key: string, value: string, now: string): Promise<string> {
      await db.knex('app_settings').insert({ key, value, created_at: now }).onConflict('key').ignore();
      const stored = await this.get(key);
      if (stored === undefined) throw new Error(`The setting ${key} could not be stored`);
      return stored;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
