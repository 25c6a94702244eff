import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PREMIUM_FIELD_GROUPS, type PremiumField } from '@shared/schemas/admin';
import { Field } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icon';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { PREMIUM_GROUP_TITLES, premiumFieldLabel, type PremiumGroup } from '../../lib/premium-labels';
import type { ReadingFormInput } from './reading-form-values';

/** Every premium field of a paid reading, in three collapsible sections (closed at first: they are long). */
export function PremiumFields() {
  return (
    <section aria-labelledby="premium-heading" className="flex flex-col gap-2">
      <h3 id="premium-heading" className="font-sans text-base font-semibold text-gold-200">
        Premium reading
      </h3>
      <p className="text-sm text-mist-muted">Each section shows on the customer’s premium page only when it has text.</p>
      {(Object.keys(PREMIUM_FIELD_GROUPS) as PremiumGroup[]).map((group) => (
        <PremiumGroupSection key={group} group={group} />
      ))}
    </section>
  );
}

function PremiumGroupSection({ group }: { group: PremiumGroup }) {
  const fields: readonly PremiumField[] = PREMIUM_FIELD_GROUPS[group];
  const { register, formState } = useFormContext<ReadingFormInput>();
  const values = useWatch<ReadingFormInput, 'premium'>({ name: 'premium' });
  const filled = fields.filter((field) => values?.[field]?.trim()).length;
  const errors = formState.errors.premium;
  const hasError = fields.some((field) => errors?.[field]);
  const [open, setOpen] = useState(false);

  // A section holding an error opens, so the message (and the focus the form sends there) can be seen.
  return (
    <details open={open || hasError} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-lg border border-violet-400/25 bg-night-950/30">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-mist hover:bg-white/5 [&::-webkit-details-marker]:hidden">
        <span>
          {PREMIUM_GROUP_TITLES[group]}
          {hasError && <span className="ml-2 text-sm text-danger">⚠︎ needs attention</span>}
        </span>
        <span className="flex items-center gap-2 text-xs font-normal text-mist-muted">
          {filled} of {fields.length} filled
          <ChevronDownIcon className="size-4 text-gold-300 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="grid gap-4 border-t border-violet-400/20 p-4">
        {fields.map((field) => (
          <Field key={field} label={premiumFieldLabel(field)} error={errors?.[field]?.message}>
            {/* The audio bonus is an address, the rest are passages of text. */}
            {field === 'manifestationAudio' ? (
              <TextInput inputMode="url" spellCheck={false} className="sm:text-sm" {...register(`premium.${field}`)} />
            ) : (
              <Textarea rows={3} className="sm:text-sm" {...register(`premium.${field}`)} />
            )}
          </Field>
        ))}
      </div>
    </details>
  );
}
