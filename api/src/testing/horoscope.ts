import { expect } from 'vitest';
import { HOROSCOPE_CONSENT_SUBJECT } from '@shared/domain/horoscope-consent-copy';
import { createSettingsRepo } from '../modules/notifications/settings.repo';
import { HOROSCOPE_UNSUBSCRIBE, signUnsubscribeToken } from '../modules/horoscope/unsubscribe-token';
import { unsubscribeSecret } from '../modules/horoscope/unsubscribe-secret';
import type { TestApi } from './test-api';

const CONFIRM_LINK = /\/horoscope\/confirm\?token=([A-Za-z0-9_-]{43})/;

/** The "Confirm your daily horoscope" mails queued for an address, oldest first: their links' tokens. */
export async function consentTokens(api: TestApi, email: string): Promise<string[]> {
  const rows = await api.container.db.knex('notification_outbox').where({ channel: 'mail', to_address: email, subject: HOROSCOPE_CONSENT_SUBJECT }).orderBy('id');
  return rows.map((row) => CONFIRM_LINK.exec(String(row.text_body))![1]!);
}

/** Opens a confirmation link as its inbox's owner does. */
export const openConsentLink = (api: TestApi, token: string) => api.request('POST', `/api/horoscope/confirm?token=${encodeURIComponent(token)}`, { body: {} });

/**
 * Subscribes a reading's (or an order's) address as its owner would: the page's request by code, then
 * the link in the confirmation mail it led to.
 */
export async function subscribeConfirmed(api: TestApi, code: string, options: { timeZone?: string; via?: 'readings' | 'orders' } = {}): Promise<void> {
  const asked = await api.request('PATCH', `/api/${options.via ?? 'readings'}/${code}`, { body: { horoscopeSubscription: true, ...(options.timeZone ? { timeZone: options.timeZone } : {}) } });
  expect(asked.status).toBe(200);
  const { email } = await api.container.db.knex('orders').where('request_code', code).first('email');
  const tokens = await consentTokens(api, email);
  expect(tokens.length).toBeGreaterThan(0);
  expect((await openConsentLink(api, tokens.at(-1)!)).status).toBe(200);
}

/** The unsubscribe token the subscription's mails carry now (`u2.<reference>`). */
export async function unsubscribeTokenOf(api: TestApi, emailKey: string): Promise<string> {
  const row = await api.container.db.knex('horoscope_subscriptions').where('email_key', emailKey).first('unsubscribe_ref');
  return api.container.horoscope.tokenFor({ unsubscribeRef: String(row.unsubscribe_ref) });
}

/** The token of the links mailed before references (`u1.<base64url(inbox)>.<mac>`), which keep working. */
export async function legacyUnsubscribeToken(api: TestApi, emailKey: string): Promise<string> {
  return signUnsubscribeToken(emailKey, HOROSCOPE_UNSUBSCRIBE, await unsubscribeSecret(createSettingsRepo(api.container.db)));
}
