import { useEffect, useState } from 'react';
import { readOrStartOffer, remainingMs } from './offer-expiry';

const TICK_MS = 1000;

/**
 * Milliseconds left on this visitor's offer, updated every second until it reaches zero. Each tick
 * reads the clock (rather than subtracting a second) so a throttled background tab is right on return.
 */
export function useOfferCountdown(): { remaining: number; expired: boolean } {
  // Read once per mount: the cookie is the source of truth, and writing it again would restart nothing.
  const [expiry] = useState(() => readOrStartOffer());
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingMs(expiry, now);
  const expired = remaining === 0;

  useEffect(() => {
    if (expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [expired]);

  return { remaining, expired };
}
