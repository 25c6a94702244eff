import type { ZodiacSignId } from '@shared/domain/zodiac';
import { isZodiacSignId } from '@shared/domain/zodiac';
import type { Database } from '../../db/database';
import { toIsoOrNull } from '../../db/mappers';

/** A subscribe request waiting for its inbox's confirmation (docs/decisions/029-horoscope-consent.md). */
export interface PendingConsent {
  emailKey: string;
  email: string;
  sign: ZodiacSignId;
  signSourceAt: string;
  /** Undefined keeps an existing subscription's zone. */
  timeZone: string | undefined;
}

/** Why a confirmation link did nothing. */
export type ConsentRefusal = 'unknown' | 'used' | 'expired';

const TABLE = 'horoscope_consents';

/** The only queries on `horoscope_consents`. Tokens are kept as their SHA-256 only (`tokenHash`). */
export function createConsentsRepo(db: Database) {
  const { knex } = db;

  return {
    async insert(tokenHash: string, consent: PendingConsent, now: string, expiresAt: string): Promise<void> {
      await knex(TABLE).insert({
        token_hash: tokenHash,
        email_key: consent.emailKey,
        email: consent.email,
        sign: consent.sign,
        sign_source_at: consent.signSourceAt,
        time_zone: consent.timeZone ?? null,
        created_at: now,
        expires_at: expiresAt,
      });
    },

    /**
     * Uses the link once: the one conditional UPDATE that marks it used decides, so two clicks at once
     * confirm once. Answers the request, or why the link did nothing.
     */
    async use(tokenHash: string, now: string): Promise<PendingConsent | ConsentRefusal> {
      const taken = await knex(TABLE).where('token_hash', tokenHash).whereNull('used_at').andWhere('expires_at', '>', now).update({ used_at: now });
      const row = await knex(TABLE).where('token_hash', tokenHash).first();
      if (!row) return 'unknown';
      if (taken !== 1) return toIsoOrNull(row.used_at) !== null ? 'used' : 'expired';
      const sign = String(row.sign);
      if (!isZodiacSignId(sign)) return 'unknown';
      return {
        emailKey: String(row.email_key),
        email: String(row.email),
        sign,
        signSourceAt: toIsoOrNull(row.sign_source_at) ?? now,
        timeZone: row.time_zone === null ? undefined : String(row.time_zone),
      };
    },

    /** Deletes the requests made before `cutoffIso`, used or not: a link lives days, not months. */
    async deleteCreatedBefore(cutoffIso: string): Promise<number> {
      return knex(TABLE).where('created_at', '<', cutoffIso).delete();
    },
  };
}

export type ConsentsRepo = ReturnType<typeof createConsentsRepo>;
