import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ContentGroup, ReadingContent } from '@shared/domain/reading-content';
import { Field } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icon';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import type { ReadingFormInput } from './reading-form-values';

/**
 * A paid reading's own fields (shared/domain/reading-content.ts), in collapsible sections named as the
 * customer's page names them. Sections of long reports start closed; a product with one section (a
 * bonus spread) shows it open.
 */
export function PremiumFields({ content }: { content: ReadingContent }) {
  const single = content.groups.length === 1;
  return (
    <section aria-labelledby="premium-heading" className="flex flex-col gap-2">
      <h3 id="premium-heading" className="font-sans text-base font-semibold text-gold-200">
        {content.sketch ? 'Premium reading' : 'The reading'}
      </h3>
      <p className="text-sm text-mist-muted">Each section shows on the customer’s page only when it has text.</p>
      {content.groups.map((group) => (
        <PremiumGroupSection key={group.title} group={group} required={content.required} startOpen={single} />
      ))}
    </section>
  );
}

function PremiumGroupSection({ group, required, startOpen }: { group: ContentGroup; required: ReadingContent['required']; startOpen: boolean }) {
  const { register, formState } = useFormContext<ReadingFormInput>();
  const values = useWatch<ReadingFormInput, 'premium'>({ name: 'premium' });
  const filled = group.fields.filter(({ field }) => values?.[field]?.trim()).length;
  const errors = formState.errors.premium;
  const hasError = group.fields.some(({ field }) => errors?.[field]);
  const [open, setOpen] = useState(startOpen);

  // A section holding an error opens, so the message (and the focus the form sends there) can be seen.
  return (
    <details open={open || hasError} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-lg border border-violet-400/25 bg-night-950/30">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-mist hover:bg-white/5 [&::-webkit-details-marker]:hidden">
        <span>
          {group.title}
          {hasError && <span className="ml-2 text-sm text-danger">⚠︎ needs attention</span>}
        </span>
        <span className="flex items-center gap-2 text-xs font-normal text-mist-muted">
          {filled} of {group.fields.length} filled
          <ChevronDownIcon className="size-4 text-gold-300 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="grid gap-4 border-t border-violet-400/20 p-4">
        {group.fields.map(({ field, label }) => (
          <Field key={field} label={label} required={required.includes(field)} error={errors?.[field]?.message}>
            {/* The audio bonus is an address, the rest are passages of text. */}
            {field === 'manifestationAudio' ? (
              <TextInput inputMode="url" spellCheck={false} className="sm:text-sm" {...register(`premium.${field}`)} />
            ) : (
              <Textarea rows={group.fields.length === 1 ? 10 : 3} className="sm:text-sm" {...register(`premium.${field}`)} />
            )}
          </Field>
        ))}
      </div>
    </details>
  );
}
