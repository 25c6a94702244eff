import type { OrdersRepo } from '../orders/orders.repo';

/** Below this, the line is hidden rather than showing a small number: only real counts, and none that look thin. */
export const SOCIAL_PROOF_MINIMUM = 5;
const CACHE_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Real counts of people who ordered, for the sales pages' social-proof lines, counted at most once a
 * minute (every visitor of the page asks; the numbers need not be to the second). People, not rows: one
 * e-mail address counts once however many orders it placed, and the orders a payment makes on its own
 * (bonus orders, the upsell: any order with a parent) are not new customers.
 */
export function createSocialProof(orders: Pick<OrdersRepo, 'customersSince'>) {
  let cached: { at: number; value: { thisWeek: number | null; lastHour: number | null } } | undefined;

  const countSince = (since: Date) => orders.customersSince(since.toISOString());

  return async function socialProof(now = new Date()) {
    if (cached && now.getTime() - cached.at < CACHE_MS) return cached.value;
    const [thisWeek, lastHour] = await Promise.all([countSince(new Date(now.getTime() - 7 * 24 * HOUR_MS)), countSince(new Date(now.getTime() - HOUR_MS))]);
    const shown = (count: number) => (count >= SOCIAL_PROOF_MINIMUM ? count : null);
    cached = { at: now.getTime(), value: { thisWeek: shown(thisWeek), lastHour: shown(lastHour) } };
    return cached.value;
  };
}

export type SocialProof = ReturnType<typeof createSocialProof>;
