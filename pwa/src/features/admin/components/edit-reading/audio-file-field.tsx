import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AUDIO_UPLOAD_MAX_BYTES, AUDIO_UPLOAD_TYPES, type PremiumField } from '@shared/schemas/admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { useUploadAudio } from '../../api/upload-audio';
import { describeError } from '../../lib/server-errors';
import type { ReadingFormInput } from './reading-form-values';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The quick check before sending; the server checks the same from the file's bytes. */
function checkAudioFile(file: File): string | undefined {
  if (!(AUDIO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return `“${file.name}” is not an .m4a or .mp3 recording. Please choose one of those.`;
  if (file.size > AUDIO_UPLOAD_MAX_BYTES) return `“${file.name}” is too large; recordings can be at most ${megabytes(AUDIO_UPLOAD_MAX_BYTES)}.`;
  return undefined;
}

/**
 * A meditation's audio, as every editor that has an `audio` field shows it (the product registry says
 * which): our bundled Love Manifestation Meditation, or a personalised recording staff upload. The
 * field holds the uploaded file's address, or nothing for the bundled one.
 */
export function AudioFileField({ field, label }: { field: PremiumField; label: string }) {
  const { setValue, formState } = useFormContext<ReadingFormInput>();
  const value = useWatch<ReadingFormInput, `premium.${PremiumField}`>({ name: `premium.${field}` })?.trim() ?? '';
  const upload = useUploadAudio();
  const [message, setMessage] = useState<{ error: boolean; text: string }>();
  const abort = useRef<AbortController>(undefined);
  const id = useId();
  useEffect(() => () => abort.current?.abort(), []);
  const serverError = formState.errors.premium?.[field]?.message;

  const set = (address: string) => setValue(`premium.${field}`, address, { shouldDirty: true, shouldValidate: true });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAudioFile(file);
    if (problem) return setMessage({ error: true, text: problem });
    abort.current?.abort();
    abort.current = new AbortController();
    setMessage(undefined);
    upload.mutate(
      { file, signal: abort.current.signal },
      {
        onSuccess: (result) => {
          set(result.url);
          setMessage({ error: false, text: `✓ “${file.name}” uploaded. Save to send it to the customer, who is told it is ready.` });
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setMessage({ error: true, text: describeError(error, 'The upload failed. Please try again.') });
        },
      },
    );
  };

  const uploading = upload.isPending;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-status`}>
      <legend className="mb-1 font-semibold text-mist">{label}</legend>
      <p className="rounded-lg border border-violet-400/25 bg-night-950/40 px-3 py-2 text-sm text-mist">
        {value ? (
          <>
            A personalised recording: <span className="font-mono text-xs break-all">{value}</span>
          </>
        ) : (
          'Our Love Manifestation Meditation (bundled, delivered the moment the order was paid).'
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className={buttonClasses('secondary', 'sm', 'cursor-pointer has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-gold-300 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60')}>
          <input type="file" accept={AUDIO_UPLOAD_TYPES.join(',')} className="sr-only" onChange={onFile} disabled={uploading} aria-describedby={`${id}-help`} />
          ⇪ {value ? 'Upload another recording' : 'Upload a personalised recording'}
        </label>
        {uploading && (
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            Cancel upload
          </Button>
        )}
        {value && !uploading && (
          <Button variant="ghost" size="sm" onClick={() => set('')}>
            Use our bundled meditation
          </Button>
        )}
      </div>
      <p id={`${id}-help`} className="text-xs text-mist-muted">
        .m4a or .mp3, up to {megabytes(AUDIO_UPLOAD_MAX_BYTES)}. Only the customer and staff can hear it.
      </p>
      <p id={`${id}-status`} role={message?.error || serverError ? 'alert' : 'status'} className={message?.error || serverError ? 'text-sm font-medium text-danger' : 'text-sm text-mist-muted'}>
        {uploading ? 'Uploading the recording...' : message ? (message.error ? `⚠︎ ${message.text}` : message.text) : serverError ? `⚠︎ ${serverError}` : ''}
      </p>
    </fieldset>
  );
}
