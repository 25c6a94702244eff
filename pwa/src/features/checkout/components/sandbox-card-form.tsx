import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { digitsOnly, formatCardNumber, formatExpiry } from '../lib/card-format';
import { CHECKOUT_COPY } from '../lib/checkout-copy';
import { sandboxCardFormSchema, type SandboxCardForm as CardValues } from '../lib/sandbox-card-schema';
import { usePaymentAttempt, type AttemptResult } from '../lib/use-payment-attempt';
import type { PaymentFormProps } from './payment-form-types';
import { PayButton, PaymentError, SecureNote } from './payment-form-parts';
import { SandboxAuthentication } from './sandbox-authentication';
import { TestModeBanner } from './test-mode-banner';

/** Reformats what is typed before react-hook-form reads it (groups of four, MM/YY). */
function formatted(field: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/**
 * Test mode's card form (no Stripe keys): looks and behaves like a card form, and confirms the server's
 * sandbox PaymentIntent with Stripe's test card numbers. A declined card can be corrected and tried
 * again on the same PaymentIntent, as with Stripe.
 */
export function SandboxCardForm({ intent, variant, onSucceeded, onError }: PaymentFormProps) {
  const attempt = usePaymentAttempt({ variant, onSucceeded, onError });
  const { mutateAsync: confirm } = useConfirmSandboxPayment();
  // Which step the processing belongs to: the card, or the authentication that followed it.
  const [step, setStep] = useState<'card' | 'authentication'>('card');
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CardValues>({
    resolver: zodResolver(sandboxCardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // A refused card is corrected in the number field: put the cursor there once the form is enabled again.
  useEffect(() => {
    if (attempt.error && attempt.state === 'idle' && step === 'card') setFocus('number', { shouldSelect: true });
  }, [attempt.error, attempt.state, step, setFocus]);

  const send = (body: { card?: { number: string; expiry: string; cvc: string }; authenticate?: true }) =>
    attempt.run(async (): Promise<AttemptResult> => {
      const answer = await confirm({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...body });
      if (answer.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.paymentIntentId };
      if (answer.status === 'requires_action') {
        setStep('authentication');
        return { status: 'requires_action' };
      }
      return { status: 'failed', message: answer.message };
    });

  const pay = (values: CardValues) => send({ card: { number: digitsOnly(values.number), expiry: values.expiry, cvc: values.cvc.trim() } });

  if (step === 'authentication' && (attempt.state === 'requires_action' || attempt.processing)) {
    return (
      <SandboxAuthentication
        processing={attempt.processing}
        onComplete={() => void send({ authenticate: true })}
        onFail={() => {
          setStep('card');
          attempt.fail({ kind: 'declined', message: CHECKOUT_COPY.authenticationFailed });
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => {
        setStep('card');
        // A new try: the last decline goes, even if a field now stops this one before it is sent.
        attempt.clearFailure();
        void handleSubmit(pay)(event);
      }}
      noValidate
      aria-describedby={attempt.error ? errorId : undefined}
      className="flex flex-col gap-4"
    >
      <TestModeBanner />
      <fieldset disabled={attempt.processing} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Card details</legend>
        <Field label="Card number" error={errors.number?.message}>
          <TextInput
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            spellCheck={false}
            {...formatted(register('number'), formatCardNumber)}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
            {/* No maxLength: the browser would cut a paste ("12 / 2034") before formatExpiry could read it. */}
            <TextInput inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...formatted(register('expiry'), formatExpiry)} />
          </Field>
          <Field label="CVC" error={errors.cvc?.message}>
            <TextInput inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...formatted(register('cvc'), digitsOnly)} />
          </Field>
        </div>
        <Field label="Name on card (optional)" error={errors.name?.message}>
          <TextInput autoComplete="cc-name" {...register('name')} />
        </Field>
      </fieldset>
      <div>
        <PaymentError id={errorId} message={attempt.error} />
        <PayButton amountCents={intent.totalPrice} processing={attempt.processing} />
      </div>
      <SecureNote>Test mode: no card is charged and no card details are kept.</SecureNote>
    </form>
  );
}
