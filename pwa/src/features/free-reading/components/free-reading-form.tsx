import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { Notice } from '@/components/ui/notice';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useToday } from '@/lib/use-today';
import { BRAND } from '@shared/domain/brand';
import { freeReadingInputSchema, GENDER_PREFERENCES, type FreeReadingInput } from '@shared/schemas/reading';
import type * as z from 'zod/mini';
import { useCreateFreeReading } from '../api/create-free-reading';
import { birthdateLimit, EARLIEST_BIRTHDATE } from '../lib/birthdate-limit';
import { freeReadingDefaults } from '../lib/prefill';
import { FREE_READING_FIELDS, submitErrorDescription } from '../lib/server-errors';

type FormValues = z.input<typeof freeReadingInputSchema>;

/**
 * The free reading request. The same zod schema as the server (one set of rules and messages); errors
 * appear beneath the fields after the first submit and then update as the visitor types.
 */
export function FreeReadingForm() {
  const navigate = useNavigate();
  const createReading = useCreateFreeReading();
  const [defaultValues] = useState(freeReadingDefaults);
  const today = useToday();
  const birthdate = useMemo(() => birthdateLimit(today), [today]);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusSubmitAfterError = useRef(false);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FreeReadingInput>({
    resolver: zodResolver(freeReadingInputSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The button was disabled while sending, which drops keyboard focus; give it back once the failure
  // has re-enabled it (onError runs before that render, so it only leaves a note here).
  useEffect(() => {
    if (createReading.status === 'error' && focusSubmitAfterError.current) {
      focusSubmitAfterError.current = false;
      submitRef.current?.focus();
    }
  }, [createReading.status]);

  const submit = (values: FreeReadingInput) => {
    createReading.mutate(values, {
      onSuccess: ({ order }) => void navigate(paths.submissionSuccess.href(order.requestCode)),
      onError: (error) => {
        console.error('Free reading request failed', error);
        // What blocks the request shows at the form, above the button, until the next try.
        const onFields = applyServerFieldErrors(error, setError, FREE_READING_FIELDS).first !== undefined;
        focusSubmitAfterError.current = !onFields;
      },
    });
  };

  const submitting = createReading.isPending;
  // The prerendered form takes typing before its code runs, but cannot be sent then: the browser would
  // send it the plain HTML way (a reload with the answers in the address). Enabled once hydrated.
  const hydrated = useHydrated();

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-mist-muted">All fields are required.</p>
      <Field label="Your Name" error={errors.name?.message} required>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email Address" error={errors.email?.message} hint="Your reading is sent here." required>
        <TextInput type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register('email')} />
      </Field>
      <Field label="Date of Birth" hint={birthdate.hint} error={errors.birthdate?.message} required>
        <TextInput type="date" autoComplete="bday" min={EARLIEST_BIRTHDATE} max={birthdate.max} {...register('birthdate')} />
      </Field>
      <Field label="Who Are You Attracted To?" error={errors.gender_preference?.message} required>
        <Select options={GENDER_PREFERENCES} placeholder="Select your preference" {...register('gender_preference')} />
      </Field>
      <Field
        label="Your Soulmate’s Traits"
        hint="What qualities do you hope for? Separate them with commas, e.g. kind, adventurous, loves music."
        error={errors.soulmate_trait?.message}
        required
      >
        <Textarea rows={3} {...register('soulmate_trait')} />
      </Field>
      <Field
        label="Your Question About Love"
        hint="What would you like the cards to answer for you?"
        error={errors.question?.message}
        required
      >
        <Textarea rows={4} {...register('question')} />
      </Field>
      {createReading.isError && (
        <Notice tone="danger" className="p-4">
          {submitErrorDescription(createReading.error)}
        </Notice>
      )}
      <Button ref={submitRef} type="submit" size="lg" disabled={submitting || !hydrated} className="mt-1 w-full">
        {submitting ? 'Processing...' : 'Get My Free Reading'}
      </Button>
      <p className="text-center text-sm text-mist-muted">
        {BRAND.disclaimer} How we use your details:{' '}
        <Link to={paths.privacyPolicy.href()} className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
