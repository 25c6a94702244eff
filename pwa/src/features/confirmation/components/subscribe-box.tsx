import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HOROSCOPE_CONSENT_SUBJECT } from '@shared/domain/horoscope-consent-copy';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { useNow } from '@/lib/use-now';
import { firstHoroscopeLine, type SubscribeMoment } from '../lib/first-horoscope-line';

export interface SubscribeMessage {
  tone: 'success' | 'danger';
  text: string;
}

interface SubscribeBoxProps {
  subscribed: boolean;
  pending: boolean;
  onSubscribe: () => void;
  /** The confirmation pages ask for an explicit tick first; the button stays disabled until then. */
  requireConsent?: boolean;
  /** Inline feedback (the order page uses alerts where the confirmation pages use toasts). */
  message?: SubscribeMessage;
}

/**
 * Takes focus when it appears: the button the visitor pressed is gone, so focus (and a screen reader)
 * lands on the outcome instead of falling back to the top of the page.
 */
function FocusOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}

/**
 * When the horoscope comes, on the device's clocks (the zone the subscribe request sends). Refreshed
 * each minute: a page left open across 07:00 stops promising "today at 7:00 AM" once that has passed.
 */
function WhenItArrives({ moment, className }: { moment: SubscribeMoment; className: string }) {
  const now = useNow();
  return <p className={className}>{firstHoroscopeLine(moment, deviceTimeZone(), new Date(now))}</p>;
}

/** What follows a subscribe request: the mail to confirm it (docs/decisions/029-horoscope-consent.md). */
export const CONFIRM_BY_MAIL = `We sent a mail titled "${HOROSCOPE_CONSENT_SUBJECT}" to your address. Your daily horoscope starts once you click its link; until then nothing is sent.`;

/** The daily horoscope offer. Presentational: each page wires its own endpoint and feedback. */
export function SubscribeBox({ subscribed, pending, onSubscribe, requireConsent = false, message }: SubscribeBoxProps) {
  const [agreed, setAgreed] = useState(false);
  const [subscribedOnArrival] = useState(subscribed);
  const checkboxId = useId();

  // Asked for, not yet started: the server mailed the inbox a link, and only that link starts it.
  const subscribedState = (
    <>
      {message?.tone === 'success' ? (
        <Notice tone="success">{message.text}</Notice>
      ) : (
        <p className="flex items-center gap-2 text-success">
          <CheckCircleIcon className="size-5 shrink-0" />
          Check your inbox to confirm.
        </p>
      )}
      <p className="mt-3 text-mist-muted">{CONFIRM_BY_MAIL}</p>
    </>
  );

  return (
    <div className="rounded-control border border-violet-400/30 bg-night-900/60 p-5">
      <h3 className="mb-2 text-xl text-gold-300">Daily Horoscope</h3>
      {subscribed ? (
        subscribedOnArrival ? subscribedState : <FocusOnMount>{subscribedState}</FocusOnMount>
      ) : (
        <>
          <p className="mb-2 text-mist-muted">Start each day with a short horoscope written for your sign, sent to your inbox.</p>
          <WhenItArrives moment="offer" className="mb-4 text-mist-muted" />
          {requireConsent && (
            <div className="mb-4 flex items-start gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-400"
              />
              <label htmlFor={checkboxId} className="cursor-pointer text-mist">
                Yes, I'd like to receive my daily horoscope by email. I can unsubscribe at any time.
              </label>
            </div>
          )}
          <Button onClick={onSubscribe} disabled={pending || (requireConsent && !agreed)} className="w-full sm:w-auto">
            {pending ? 'Subscribing...' : 'Subscribe to Daily Horoscope'}
          </Button>
          {message?.tone === 'danger' && <Notice tone="danger" className="mt-4">{message.text}</Notice>}
        </>
      )}
    </div>
  );
}
