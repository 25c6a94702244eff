import { useEffect, useState } from 'react';
import { remainingMs } from './offer-expiry';

const TICK_MS = 1000;

/**
 * Milliseconds left on the offer, to the server's end of it (`expiresAt`, 24 hours after the payment),
 * updated every second until zero. Each tick reads the clock (rather than subtracting a second) so a
 * throttled background tab is right on return.
 */
export function useOfferCountdown(expiresAt: string): { remaining: number; expired: boolean } {
  const expiry = Date.parse(expiresAt);
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
