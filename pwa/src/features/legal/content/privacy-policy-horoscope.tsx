import type { PolicySection } from './types';

/**
 * The daily horoscope: what its subscription keeps, why, and until when. The subscription holds only
 * what the morning's send needs (no birth date, no name), and is deleted 30 days after unsubscribing,
 * the time in which "Subscribe again" on the unsubscribe page can still restore it.
 */
export const privacyHoroscopeSections: PolicySection[] = [
  {
    id: 'daily-horoscope',
    heading: 'The Daily Horoscope',
    body: (
      <>
        <p>
          The daily horoscope is sent only if you ask for it on your confirmation or order page. While you are
          subscribed, we keep:
        </p>
        <ul>
          <li>
            <strong>Your email address</strong>, to send it to you.
          </li>
          <li>
            <strong>Your zodiac sign</strong>, worked out from the date of birth of your latest reading. Your date of
            birth itself is not kept in the subscription.
          </li>
          <li>
            <strong>Your time zone</strong>, as your device reports it when you subscribe, so that your horoscope
            arrives at 7:00 in the morning where you are.
          </li>
          <li>
            <strong>How you receive it:</strong> by email, and as a push notification on the devices where you choose
            to receive it.
          </li>
          <li>
            <strong>The date of the last horoscope we sent you</strong>, so that each day&rsquo;s horoscope reaches you only once.
          </li>
        </ul>
        <p>
          Every daily horoscope email has a link to unsubscribe with one click. After you unsubscribe, we send nothing
          more and delete your subscription 30 days later; until then, &ldquo;Subscribe again&rdquo; on the unsubscribe
          page restores it as it was.
        </p>
      </>
    ),
  },
];
