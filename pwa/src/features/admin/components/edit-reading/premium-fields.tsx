import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ContentGroup, ReadingContent } from '@shared/domain/reading-content';
import { Field } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icon';
import { Textarea } from '@/components/ui/textarea';
import { AudioFileField } from './audio-file-field';
import type { ReadingFormInput } from './reading-form-values';

/**
 * A paid reading's own fields (the product registry's content, shared/domain/content-sections.ts), in
 * collapsible sections named as the customer's page names them. Each section counts its filled fields;
 * a required one says how many are still empty and marks them, so staff see what is missing before
 * they save. Sections of long reports start closed; a product with one section shows it open.
 */
export function PremiumFields({ content }: { content: ReadingContent }) {
  const single = content.groups.length === 1;
  return (
    <section aria-labelledby="premium-heading" className="flex flex-col gap-2">
      <h3 id="premium-heading" className="font-sans text-base font-semibold text-gold-200">
        {content.sketch ? 'Premium reading' : 'The reading'}
      </h3>
      <p className="text-sm text-mist-muted">
        {content.groups.some((group) => group.required)
          ? 'Sections marked required must be written in full before the reading can be completed; the others show on the customer’s page only when they have text.'
          : 'Each section shows on the customer’s page only when it has text.'}
      </p>
      {content.groups.map((group) => (
        <PremiumGroupSection key={group.title} group={group} startOpen={single} />
      ))}
    </section>
  );
}

function PremiumGroupSection({ group, startOpen }: { group: ContentGroup; startOpen: boolean }) {
  const { register, formState } = useFormContext<ReadingFormInput>();
  const values = useWatch<ReadingFormInput, 'premium'>({ name: 'premium' });
  const isEmpty = (field: ContentGroup['fields'][number]['field']) => !values?.[field]?.trim();
  const filled = group.fields.filter(({ field }) => !isEmpty(field)).length;
  const missing = group.required ? group.fields.length - filled : 0;
  // A recording is either ours or the customer's own: counting it as "filled" would say nothing.
  const audioOnly = group.fields.every((entry) => entry.control === 'audio');
  const errors = formState.errors.premium;
  const hasError = group.fields.some(({ field }) => errors?.[field]);
  const [open, setOpen] = useState(startOpen);

  // A section holding an error opens, so the message (and the focus the form sends there) can be seen.
  return (
    <details open={open || hasError} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-lg border border-violet-400/25 bg-night-950/30">
      <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-4 py-3 font-semibold text-mist hover:bg-white/5 [&::-webkit-details-marker]:hidden">
        <span>
          {group.title}
          {group.required && <span className="ml-2 text-xs font-normal text-mist-muted">{' '}required</span>}
          {hasError && <span className="ml-2 text-sm text-danger">⚠︎ needs attention</span>}
        </span>
        <span className="flex items-center gap-2 text-xs font-normal text-mist-muted">
          {audioOnly ? (filled > 0 ? 'Own recording' : 'Our meditation') : `${filled} of ${group.fields.length} filled`}
          {missing > 0 && <span className="font-semibold text-gold-200">· {missing} still empty</span>}
          <ChevronDownIcon className="size-4 text-gold-300 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="grid gap-4 border-t border-violet-400/20 p-4">
        {group.fields.map(({ field, label, control }) =>
          control === 'audio' ? (
            <AudioFileField key={field} field={field} label={label} />
          ) : (
            <Field
              key={field}
              label={
                <>
                  {label}
                  {group.required && isEmpty(field) && <span className="ml-2 text-xs font-normal text-gold-200">{' '}still empty</span>}
                </>
              }
              required={group.required}
              error={errors?.[field]?.message}
            >
              <Textarea rows={group.fields.length === 1 ? 10 : 3} className="sm:text-sm" {...register(`premium.${field}`)} />
            </Field>
          ),
        )}
      </div>
    </details>
  );
}
