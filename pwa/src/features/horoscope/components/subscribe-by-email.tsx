import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { HOROSCOPE_CONSENT_SUBJECT } from '@shared/domain/horoscope-consent-copy';
import { ZODIAC_SIGNS, zodiacSignById, type ZodiacSignId } from '@shared/domain/zodiac';
import { horoscopeSubscribeRequestSchema } from '@shared/schemas/horoscope';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/error-messages';
import { useHydrated } from '@/lib/use-hydrated';
import { requestDailyHoroscope } from '../lib/subscription-api';

const SIGN_OPTIONS = ZODIAC_SIGNS.map((sign) => ({ value: sign.id, label: `${sign.symbol} ${sign.name}` }));

/**
 * The horoscope pages' subscribe box: an address (and, on the picker, a sign). Nothing starts here:
 * the address gets a mail with a link to confirm, and the horoscope starts once that link is used.
 * The answer is the same for every address, and so is what the box says.
 */
export function SubscribeByEmail({ sign: fixedSign }: { sign?: ZodiacSignId }) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [sign, setSign] = useState<string>(fixedSign ?? '');
  const [errors, setErrors] = useState<{ email?: string; sign?: string }>({});
  const subscribe = useMutation({ mutationFn: requestDailyHoroscope });
  // The picker is prerendered: a press before the app runs would post the form natively and lose it.
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = horoscopeSubscribeRequestSchema.safeParse({ email, sign: fixedSign ?? sign });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        email: fields.has('email') ? 'Please enter a valid e-mail address.' : undefined,
        sign: fields.has('sign') ? 'Please choose your sign.' : undefined,
      });
      return;
    }
    setErrors({});
    subscribe.mutate({ email: parsed.data.email, sign: parsed.data.sign });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-[var(--radius-card)] border border-violet-400/30 bg-night-900/60 p-5">
      <h2 id={headingId} className="mb-2 text-xl text-gold-300">
        {fixedSign ? `Get the ${zodiacSignById(fixedSign).name} horoscope by e-mail` : 'Get your horoscope by e-mail'}
      </h2>
      {subscribe.isSuccess ? (
        <Notice tone="success" title="Check your inbox to confirm">
          <p>
            We sent a mail titled &ldquo;{HOROSCOPE_CONSENT_SUBJECT}&rdquo; to {subscribe.variables.email}. Your horoscope starts once you
            click its link; until then nothing is sent.
          </p>
        </Notice>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-mist-muted">Each morning at 7:00, your time. We first mail you a link to confirm, and every horoscope has a link to stop it.</p>
          <div className={fixedSign ? '' : 'grid gap-4 sm:grid-cols-2'}>
            <Field label="Your e-mail" error={errors.email}>
              <TextInput type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </Field>
            {!fixedSign && (
              <Field label="Your sign" error={errors.sign}>
                <Select options={SIGN_OPTIONS} placeholder="Choose your sign" value={sign} onChange={(event) => setSign(event.target.value)} />
              </Field>
            )}
          </div>
          {subscribe.isError && <Notice tone="danger">{errorMessage(subscribe.error, 'We could not send the mail. Please try again.')}</Notice>}
          <Button type="submit" disabled={!hydrated || subscribe.isPending} className="w-full sm:w-auto">
            {subscribe.isPending ? 'Sending...' : 'Send me the confirmation mail'}
          </Button>
        </form>
      )}
    </section>
  );
}
