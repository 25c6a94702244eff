import type { PolicySection } from './types';

/** Retention, cookies, device storage and push: the parts of the privacy policy about where data lives. */
export const privacyDeviceSections: PolicySection[] = [
  {
    id: 'retention',
    heading: 'How Long We Keep It',
    body: (
      <ul>
        <li>
          <strong>Readings, requests and your account:</strong> for as long as your account or request exists, so that
          you can come back to your readings at any time. We delete them when you ask us to (see Your Rights and
          Choices), apart from the records below that the law makes us keep.
        </li>
        <li>
          <strong>Orders and payment records:</strong> for seven years, because tax and accounting law requires it.
        </li>
        <li>
          <strong>Server logs:</strong> up to 30 days, unless we need them longer to investigate abuse.
        </li>
        <li>
          <strong>Daily horoscope subscription:</strong> while you are subscribed. We delete it 30 days after you
          unsubscribe.
        </li>
        <li>
          <strong>Push subscriptions:</strong> until you turn notifications off or your browser tells us the
          subscription has ended.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <>
        <p>We use only the cookies the service needs, and no advertising or third-party tracking cookies:</p>
        <ul>
          <li>
            <strong>Session cookie:</strong> keeps you signed in to your account. It cannot be read by scripts on the
            page, is sent only to our own site and ends when you log out or the session expires.
          </li>
          <li>
            <strong>Payment cookie (soulsketch_payer):</strong> set in the browser you pay with, so that this browser
            alone can answer the one-time offer and the questions that follow your payment without signing in. It holds
            a random key and nothing about you, cannot be read by scripts on the page, and is sent only with those
            answers. It ends when the offer does (24 hours after your payment) and, for the questions, after 30 days.
          </li>
          <li>
            <strong>Stripe cookies:</strong> on the payment page, Stripe&rsquo;s payment form may set its own cookies to
            prevent fraud, under Stripe&rsquo;s privacy policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'device-storage',
    heading: 'Storage on Your Device and Offline Use',
    body: (
      <>
        <p>
          Our app works offline once you have visited it. To do that, it keeps some information in your browser&rsquo;s
          own storage (local storage, session storage and IndexedDB), on your device only:
        </p>
        <ul>
          <li>your account number, email address and name, to show that you are signed in;</li>
          <li>the request you have just submitted, until you close the tab;</li>
          <li>
            the pages, readings and meditation audio you have opened, and the list of your orders in your dashboard, so
            that they open without a connection;
          </li>
          <li>questionnaire answers while you write them, and those written offline until they have been sent to us.</li>
        </ul>
        <p>
          Logging out removes your account details, your dashboard and the readings of your account from the device.
          Free previews you opened by their link stay, and so do questionnaire answers not yet sent to us, so that
          nothing you wrote is lost. You can delete everything at any time by clearing this site&rsquo;s data in your
          browser settings.
        </p>
      </>
    ),
  },
  {
    id: 'push-notifications',
    heading: 'Push Notifications',
    body: (
      <p>
        Push notifications are off unless you turn them on: your browser asks for your permission first. If you allow
        them, we store the address your browser gives us for your device, with the name of the browser and system
        (such as &ldquo;Chrome on Android&rdquo;) so that you can tell your devices apart, and use them only to tell
        you that your reading is ready and, if you choose it for the device, to bring your daily horoscope. You can
        turn them off at any time in your browser or device settings.
      </p>
    ),
  },
];
