import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { normalizeRequestCode } from '@shared/domain/request-code';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

const lookupSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a request code'),
      z.refine((value) => normalizeRequestCode(value) !== undefined, 'Please enter a full request code (REQ- and 28 characters)'),
    ),
});

type FormValues = z.input<typeof lookupSchema>;

interface CodeLookupFormProps {
  defaultCode: string;
  busy: boolean;
  /** Called with the canonical code (upper case, grouped), so a pasted lower-case code finds its order. */
  onLookUp: (code: string) => void;
}

/** The request code to look up; replaces the old test page's hard-coded code. */
export function CodeLookupForm({ defaultCode, busy, onLookUp }: CodeLookupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(lookupSchema), defaultValues: { code: defaultCode }, reValidateMode: 'onChange' });

  return (
    <form
      noValidate
      role="search"
      onSubmit={(event) => void handleSubmit(({ code }) => onLookUp(normalizeRequestCode(code)!))(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field label="Request code" error={errors.code?.message} className="flex-1" required>
        <TextInput
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="REQ-XXXX-XXXX-..."
          className="font-mono"
          {...register('code')}
        />
      </Field>
      {/* Lined up with the input, below the label, from the small breakpoint on. */}
      <Button type="submit" disabled={busy} className="sm:mt-8 sm:min-h-11">
        {busy ? 'Looking up...' : 'Look Up'}
      </Button>
    </form>
  );
}
