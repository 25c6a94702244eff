import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { onboardingInputSchema, RELATIONSHIP_STATUSES, type OnboardingInput } from '@shared/schemas/payment';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useOnline } from '@/lib/use-online';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import { ONBOARDING_FIELDS, onboardingErrorMessage } from '../lib/onboarding-errors';

type FormValues = z.input<typeof onboardingInputSchema>;

const EMPTY: FormValues = { currentRelationshipStatus: '', pastRelationshipPatterns: '', desiredQualities: '', additionalInfo: '' };

/**
 * The profile questionnaire, checked with the server's own schema. A failed send never clears what
 * was typed: the form keeps its state, and offline the customer is told to reconnect and send again.
 */
export function OnboardingForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const online = useOnline();
  const submitOnboarding = useSubmitOnboarding(code);
  const [formError, setFormError] = useState<string>();
  const errorRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, OnboardingInput>({
    resolver: zodResolver(onboardingInputSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The submit button was disabled while sending, which drops keyboard focus: move it to the message.
  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const submit = ({ additionalInfo, ...answers }: OnboardingInput) => {
    setFormError(undefined);
    submitOnboarding.mutate(additionalInfo ? { ...answers, additionalInfo } : answers, {
      // A second submission (another tab, a double tap) is already stored: the customer is done either way.
      onSuccess: () => void navigate(paths.complete.href(code)),
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, ONBOARDING_FIELDS).first) setFormError(onboardingErrorMessage(error));
      },
    });
  };

  const submitting = submitOnboarding.isPending;

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-mist-muted">Fields marked * are required.</p>
      <Field label="Current Relationship Status" error={errors.currentRelationshipStatus?.message} required>
        <Select options={RELATIONSHIP_STATUSES} placeholder="Select your status" {...register('currentRelationshipStatus')} />
      </Field>
      <Field
        label="Past Relationship Patterns"
        hint="What patterns have you noticed in your past relationships?"
        error={errors.pastRelationshipPatterns?.message}
        required
      >
        <Textarea rows={4} {...register('pastRelationshipPatterns')} />
      </Field>
      <Field
        label="Qualities You Desire in a Partner"
        hint="What are you hoping to find in your soulmate?"
        error={errors.desiredQualities?.message}
        required
      >
        <Textarea rows={4} {...register('desiredQualities')} />
      </Field>
      <Field label="Anything Else We Should Know?" hint="Optional." error={errors.additionalInfo?.message}>
        <Textarea rows={3} {...register('additionalInfo')} />
      </Field>
      {!online && !formError && (
        <Notice tone="info" title="You're offline">
          <p>You can keep writing: your answers stay on this page and need a connection to be sent.</p>
        </Notice>
      )}
      {formError && (
        <div ref={errorRef} tabIndex={-1} className="rounded-[var(--radius-card)]">
          <Notice tone="danger" title="Your answers were not sent">
            <p>{formError}</p>
          </Notice>
        </div>
      )}
      <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
        {submitting ? 'Submitting...' : 'Submit My Answers'}
      </Button>
    </form>
  );
}
