import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiter, type RateLimitRule } from '../../http/rate-limit';

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
 * Counters live in this process's memory and are swept like every rate limit (`RateLimiter`).
 */
export function createLoginThrottle(limits: { loginPerAccount: RateLimitRule; loginPerClient: RateLimitRule }) {
  const failuresPerPair = new RateLimiter(limits.loginPerAccount);
  const failuresPerAccount = new RateLimiter(limits.loginPerAccount);
  const attemptsPerClient = new RateLimiter(limits.loginPerClient);
  const pairKey = (account: string, client: string) => `${account}\n${client}`;

  return {
    /** Before the password is checked: may throw 429, may wait. */
    async beforeAttempt(account: string, client: string): Promise<void> {
      attemptsPerClient.hit(client);
      failuresPerPair.check(pairKey(account, client));
      const delay = accountDelayMs(failuresPerAccount.count(account), limits.loginPerAccount.max);
      if (delay > 0) await sleep(delay);
    },

    failed(account: string, client: string): void {
      failuresPerPair.record(pairKey(account, client));
      failuresPerAccount.record(account);
    },

    /** The owner's success clears their own client's count; the account's stays, as it measures the attack. */
    succeeded(account: string, client: string): void {
      failuresPerPair.reset(pairKey(account, client));
    },
  };
}
