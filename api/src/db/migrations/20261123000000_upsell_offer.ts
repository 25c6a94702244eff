import type { Knex } from 'knex';

const COLUMNS = ['payer_token_hash', 'upsell_attempt', 'upsell_claimed_at', 'onboarding_from_owner'] as const;

/**
 * The one-time offer spends money only for the browser that paid or the signed-in owner, once:
 * the paying browser's cookie is checked against a hash kept on the order; a failed off-session charge
 * moves the attempt on (the provider replays an idempotency key's failure); a charge in flight is
 * claimed with its start time, so that a claim left behind by a crash can be taken over. Onboarding
 * answers remember whether the owner gave them (the owner's replace a mere code holder's).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    // SHA-256 (hex) of the paying browser's token; the token itself is only ever in its cookie.
    table.string('payer_token_hash', 64);
    table.integer('upsell_attempt').notNullable().defaultTo(0);
    table.timestamp('upsell_claimed_at', { useTz: true });
    table.boolean('onboarding_from_owner').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    for (const column of COLUMNS) table.dropColumn(column);
  });
}
