import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ZODIAC_SIGNS, isZodiacSignId } from '@shared/domain/zodiac';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { errorMessage } from '@/lib/error-messages';
import { useChangeHoroscopeSettings } from '../hooks/use-horoscope-settings';

const SIGN_OPTIONS = ZODIAC_SIGNS.map((sign) => ({ value: sign.id, label: `${sign.symbol} ${sign.name}` }));

/**
 * No reading with a birth date yet: the free reading gives a sign, or the customer chooses one here.
 * Signed in, the address is theirs: it starts at once, with no mail to confirm.
 */
export function NoSignYet({ userId, offline }: { userId: number; offline: boolean }) {
  const [sign, setSign] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeHoroscopeSettings(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isZodiacSignId(sign)) return setError('Please choose your sign.');
    setError(undefined);
    change.mutate({ subscribed: true, sign, timeZone: deviceTimeZone() });
  };
  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-mist">
        Your daily horoscope follows the birth date of your reading, and none of your readings has one yet.{' '}
        <Link to={paths.freeReading.href()} className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200">
          Get your free reading
        </Link>{' '}
        with your birth date, or choose your sign:
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Your sign" error={error} className="sm:flex-1">
          <Select options={SIGN_OPTIONS} placeholder="Choose your sign" value={sign} onChange={(event) => setSign(event.target.value)} disabled={offline} />
        </Field>
        <Button type="submit" disabled={offline || change.isPending}>
          {change.isPending ? 'Starting...' : 'Send it each morning'}
        </Button>
      </form>
      {change.isError && <Notice tone="danger">{errorMessage(change.error, 'Your daily horoscope could not be started. Please try again.')}</Notice>}
    </div>
  );
}
