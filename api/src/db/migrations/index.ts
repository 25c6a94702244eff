import type { Knex } from 'knex';
import * as initial from './20261122000000_initial';
import * as auth from './20261122010000_auth';
import * as admin from './20261122020000_admin';
import * as payments from './20261122030000_payments';
import * as upsellOffer from './20261123000000_upsell_offer';
import * as refunds from './20261123010000_refunds';
import * as productImages from './20261123020000_product_images';
import * as workItems from './20261123030000_work_items';
import * as questionnaireResponses from './20261123040000_questionnaire_responses';
import * as notificationOutbox from './20261123050000_notification_outbox';
import * as productRegistry from './20261124000000_product_registry';
import * as waitingForAnswers from './20261124000000_waiting_for_answers';
import * as bonusOrdersOwnTheirContent from './20261124010000_bonus_orders_own_their_content';
import * as horoscopeSubscriptions from './20261126000000_horoscope_subscriptions';
import * as dailyHoroscopeSend from './20261126010000_daily_horoscope_send';
import * as horoscopePushDevices from './20261126030000_horoscope_push_devices';
import * as rateLimits from './20261126040000_rate_limits';
import * as horoscopeNextDue from './20261127000000_horoscope_next_due';
import * as deliveredWithoutAnswers from './20261128100000_delivered_without_answers';
import * as horoscopeConsent from './20261128120000_horoscope_consent';

/**
 * Migrations listed in code rather than read from a folder, so that the bundled server, the tests and
 * the knex CLI all run the same list. Add each new migration here, in order.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261122000000_initial': initial,
  '20261122010000_auth': auth,
  '20261122020000_admin': admin,
  '20261122030000_payments': payments,
  '20261123000000_upsell_offer': upsellOffer,
  '20261123010000_refunds': refunds,
  '20261123020000_product_images': productImages,
  '20261123030000_work_items': workItems,
  '20261123040000_questionnaire_responses': questionnaireResponses,
  '20261123050000_notification_outbox': notificationOutbox,
  '20261124000000_product_registry': productRegistry,
  '20261124000000_waiting_for_answers': waitingForAnswers,
  '20261124010000_bonus_orders_own_their_content': bonusOrdersOwnTheirContent,
  '20261126000000_horoscope_subscriptions': horoscopeSubscriptions,
  '20261126010000_daily_horoscope_send': dailyHoroscopeSend,
  '20261126030000_horoscope_push_devices': horoscopePushDevices,
  '20261126040000_rate_limits': rateLimits,
  '20261127000000_horoscope_next_due': horoscopeNextDue,
  '20261128100000_delivered_without_answers': deliveredWithoutAnswers,
  '20261128120000_horoscope_consent': horoscopeConsent,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
