import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimitRule, RateLimits } from '../../http/rate-limit';

/** The account-wide slowdown: it starts at the per-pair limit's count, doubles, and stops growing here. */
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 3000;

/** How long an attempt on an account waits, given the account's failures in the window (from any client). */
export function accountDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - threshold, 16));
}

/**
 * Login limits that a stranger cannot turn against an account's owner:
 * - wrong passwords count per (account, client) pair: five from one client lock that client out of
 *   that account (429 with Retry-After), and nobody else;
 * - every attempt counts per client, whatever the account (someone trying many accounts);
 * - the account as a whole is slowed, never blocked: once it has as many failures (from all clients)
 *   as the pair limit, each attempt waits before the password is checked, doubling up to 3 s. The wait
 *   comes before the check, whatever its outcome, so that it cannot be cut short by giving up early on
 *   a slow (wrong) answer; its bound keeps an owner's sign-in a matter of seconds.
 * The counters are the shop's, like every rate limit's: on PostgreSQL every process of a fleet counts
 * into the same ones. A login is a form post, so when they cannot be reached it goes ahead uncounted
 * (with a warning) rather than locking every customer out.
 */
export function createLoginThrottle(rateLimits: RateLimits, limits: { loginPerAccount: RateLimitRule; loginPerClient: RateLimitRule }) {
  const formPost = { onStoreError: 'allow' } as const;
  const failuresPerPair = rateLimits.limiter('login-failures-pair', limits.loginPerAccount, formPost);
  const failuresPerAccount = rateLimits.limiter('login-failures-account', limits.loginPerAccount, formPost);
  const attemptsPerClient = rateLimits.limiter('login-attempts-client', limits.loginPerClient, formPost);
  const pairKey = (account: string, client: string) => `${account}\n${client}`;

  return {
    /** Before the password is checked: may throw 429, may wait. */
    async beforeAttempt(account: string, client: string): Promise<void> {
      await attemptsPerClient.consume(client);
      await failuresPerPair.check(pairKey(account, client));
      const delay = accountDelayMs(await failuresPerAccount.count(account), limits.loginPerAccount.max);
      if (delay > 0) await sleep(delay);
    },

    async failed(account: string, client: string): Promise<void> {
      await Promise.all([failuresPerPair.record(pairKey(account, client)), failuresPerAccount.record(account)]);
    },

    /** The owner's success clears their own client's count; the account's stays, as it measures the attack. */
    async succeeded(account: string, client: string): Promise<void> {
      await failuresPerPair.reset(pairKey(account, client));
    },
  };
}
