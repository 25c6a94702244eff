/** The device's time zone (IANA name), as the browser reports it: the daily horoscope's clock. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
