import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { deliveryNeedsConfirmation } from '@shared/domain/order-lifecycle';
import { bringsNewRecording, readingContentFor } from '@shared/domain/reading-content';
import { readingUpdateSchemaFor, type AdminReading, type AdminReadingUpdate } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { hasErrorCode } from '@/lib/error-messages';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCompleteReading } from '../../api/complete-reading';
import { useUploadSketch } from '../../api/upload-sketch';
import { countParagraphs } from '../../lib/lines';
import { describeError } from '../../lib/server-errors';
import { DeliverWithoutAnswersDialog } from './deliver-without-answers-dialog';
import { NoticePanel } from './notice-panel';
import { PremiumFields } from './premium-fields';
import { describeMissing, missingSections, readingFormDefaults, readingFormField, readingFormFields, type ReadingFormField, type ReadingFormInput } from './reading-form-values';
import { RefundPanel } from './refund-panel';
import { RequestSummary } from './request-summary';
import { SketchFields } from './sketch-fields';

export interface EditReadingFormProps {
  reading: AdminReading;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

const fieldError = (errors: FieldErrors<ReadingFormInput>, name: ReadingFormField) =>
  name.startsWith('premium.') ? errors.premium?.[name.slice('premium.'.length) as keyof NonNullable<ReadingFormInput['premium']>] : errors[name as 'sketchUrl'];

/**
 * The staff editor, with the fields of the item's product (shared/domain/reading-content.ts), checked
 * with the server's own schema for that product. Saving always completes the reading; it tells the
 * customer (e-mail, and push where allowed) when the reading was not completed yet, or when staff tick
 * "Tell the customer again", and the footer says which.
 */
export function EditReadingForm({ reading, onDirtyChange, onCancel, onSaved }: EditReadingFormProps) {
  const content = readingContentFor(reading.productId);
  const form = useForm<ReadingFormInput, unknown, AdminReadingUpdate>({
    // The product's schema reads the same values; its output is a save like any other.
    resolver: zodResolver(readingUpdateSchemaFor(reading.productId, { paid: reading.isPaid })) as Resolver<ReadingFormInput, unknown, AdminReadingUpdate>,
    defaultValues: readingFormDefaults(reading),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus is moved by hand (below): a field in a closed premium section must open before it can take it.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const complete = useCompleteReading();
  const upload = useUploadSketch();
  const [formError, setFormError] = useState<string>();
  const [focusTarget, setFocusTarget] = useState<{ name: ReadingFormField }>();
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // A checked save of work still waiting for its answers, held until staff say whether they deliver without them.
  const [unconfirmed, setUnconfirmed] = useState<AdminReadingUpdate>();
  const waitingForAnswers = deliveryNeedsConfirmation(reading.status);
  const notes = useWatch({ control: form.control, name: 'readingNotes' });
  const paragraphs = countParagraphs(notes ?? '');
  // Paid work is completed only with its required sections written: said before staff press Save.
  const premium = useWatch({ control: form.control, name: 'premium' });
  const missing = missingSections(reading, premium);
  // A new recording for a meditation delivered at payment is news for the customer, as a completion is.
  const newRecording = reading.isPaid && bringsNewRecording(reading.productId, reading.premium, premium);

  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Leaving the page (reload, closing the tab) with unsaved edits asks too.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  // Runs after the render that opened the section holding the field.
  useEffect(() => {
    if (focusTarget) setFocus(focusTarget.name);
  }, [focusTarget, setFocus]);

  const focusFirstError = (errors: FieldErrors<ReadingFormInput>) => {
    const first = readingFormFields(reading).find((name) => fieldError(errors, name));
    if (first) setFocusTarget({ name: first });
  };

  const save = (update: AdminReadingUpdate) => {
    setFormError(undefined);
    // The server refuses it too (409 answers_missing); asking first saves staff the round trip.
    if (waitingForAnswers && !update.deliverWithoutAnswers) return setUnconfirmed(update);
    complete.mutate(
      { id: reading.id, update },
      {
        onSuccess: () => {
          // A completed reading saved again tells the customer only when staff ticked "Tell the customer again".
          const told = !reading.readingCompleted || update.notifyAgain === true || bringsNewRecording(reading.productId, reading.premium, update.premium);
          toast({ title: told ? 'Reading completed' : 'Reading saved', description: told ? 'The customer has been e-mailed, and notified on the devices where they allowed it.' : 'The customer was not told again.', variant: 'success' });
          setUnconfirmed(undefined);
          onSaved();
        },
        // Failures are shown in the form, not in a toast that would cover the Save button.
        onError: (error) => {
          // The answers were still missing by the server's account (the list was older): ask, as above.
          if (hasErrorCode(error, 'answers_missing')) return setUnconfirmed({ ...update, deliverWithoutAnswers: undefined });
          setUnconfirmed(undefined);
          // No focus here: the field may sit in a closed premium section, opened by the focus effect above.
          const toField = (path: string) => readingFormField(path, reading);
          const { first, unplaced } = applyServerFieldErrors(error, setError, toField, { focus: false });
          if (first) setFocusTarget({ name: first });
          else {
            setFormError(unplaced[0] ?? describeError(error, 'The reading could not be saved. Please try again.'));
            requestAnimationFrame(() => formErrorRef.current?.focus());
          }
        },
      },
    );
  };

  const saving = complete.isPending;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void handleSubmit(save, focusFirstError)(event)} className="mt-4 flex flex-col gap-5">
        <RequestSummary reading={reading} />
        <RefundPanel reading={reading} />
        {content.sketch && <SketchFields upload={upload} />}
        {/* The soulmate reading's notes are its text; other products' own fields come first, then an optional note. */}
        {!content.notes.required && reading.isPaid && <PremiumFields content={content} />}
        <Field label={content.notes.label} required={content.notes.required} error={formState.errors.readingNotes?.message}
          hint={<>Separate paragraphs with a blank line. <span className="font-semibold text-mist">{paragraphs} {paragraphs === 1 ? 'paragraph' : 'paragraphs'}</span>.</>}
        >
          <Textarea rows={content.notes.required ? 10 : 4} className="sm:text-sm" {...register('readingNotes')} />
        </Field>
        {content.notes.required && reading.isPaid && <PremiumFields content={content} />}
        <NoticePanel reading={reading} />
        {formError && (
          <p ref={formErrorRef} tabIndex={-1} role="alert" className="rounded-lg border border-danger/60 bg-danger-bg p-3 text-sm text-red-100">
            ⚠︎ {formError}
          </p>
        )}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-3 border-t border-violet-400/25 bg-night-800 px-6 py-3 max-sm:-bottom-4 max-sm:-mx-4 max-sm:-mb-4 max-sm:px-4">
          <p id="save-state" className={missing.length > 0 ? 'mr-auto text-xs font-semibold text-gold-200' : 'mr-auto text-xs text-mist-muted'}>
            {upload.isPending
              ? 'Waiting for the upload to finish...'
              : missing.length > 0
                ? `Not ready to complete: ${describeMissing(missing)}`
                : waitingForAnswers
                  ? 'Still waiting for the customer\'s answers: saving asks you to confirm that you deliver without them.'
                : newRecording
                  ? 'Saving sends the new recording and tells the customer.'
                  : reading.readingCompleted
                  ? 'Saving keeps the reading completed.'
                  : 'Saving marks the reading completed and tells the customer.'}
          </p>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button ref={saveButton} type="submit" size="sm" disabled={saving || upload.isPending} aria-describedby="save-state">
            {saving ? 'Saving...' : 'Save & Mark Completed'}
          </Button>
        </div>
        <DeliverWithoutAnswersDialog
          open={unconfirmed !== undefined}
          customerName={reading.name}
          saving={saving}
          onWait={() => setUnconfirmed(undefined)}
          onDeliver={() => unconfirmed && save({ ...unconfirmed, deliverWithoutAnswers: true })}
          returnFocus={() => saveButton.current?.focus()}
        />
      </form>
    </FormProvider>
  );
}
