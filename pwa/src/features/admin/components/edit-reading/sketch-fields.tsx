import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import type { useUploadSketch } from '../../api/upload-sketch';
import { describeError } from '../../lib/server-errors';
import type { ReadingFormInput } from './reading-form-values';
import { SketchPreview } from './sketch-preview';
import { ACCEPTED_IMAGES, checkSketchFile } from './sketch-upload';

/**
 * The sketch: upload an image (it is sent as it is and its address fills the field) or paste an https
 * address; plus the alt text customers with screen readers hear instead of the image.
 */
export function SketchFields({ upload }: { upload: ReturnType<typeof useUploadSketch> }) {
  const { register, setValue, formState } = useFormContext<ReadingFormInput>();
  const sketchUrl = useWatch<ReadingFormInput, 'sketchUrl'>({ name: 'sketchUrl' });
  const [fileError, setFileError] = useState<string>();
  const [localPreview, setLocalPreview] = useState<string>();
  const [uploadedName, setUploadedName] = useState<string>();
  const abort = useRef<AbortController>(undefined);

  // The local copy is shown while the upload runs; its memory is freed when replaced or unmounted.
  useEffect(() => () => (localPreview ? URL.revokeObjectURL(localPreview) : undefined), [localPreview]);
  useEffect(() => () => abort.current?.abort(), []);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = checkSketchFile(file);
    setFileError(problem);
    setUploadedName(undefined);
    if (problem) return;
    abort.current?.abort();
    abort.current = new AbortController();
    setLocalPreview(URL.createObjectURL(file));
    upload.mutate(
      { file, signal: abort.current.signal },
      {
        onSuccess: (result) => {
          setValue('sketchUrl', result.url, { shouldDirty: true, shouldValidate: true });
          // Said here, not in a toast: a toast would sit over the dialog's Save button and take its Escape.
          setUploadedName(file.name);
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setFileError(describeError(error, 'The upload failed. Please try again.'));
        },
        onSettled: () => setLocalPreview(undefined),
      },
    );
  };

  const uploading = upload.isPending;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-sans text-base font-semibold text-gold-200">Sketch</legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <SketchPreview src={uploading ? localPreview : sketchUrl} uploading={uploading} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <label
              className={buttonClasses('secondary', 'sm', 'cursor-pointer has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-gold-300 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60')}
            >
              <input type="file" accept={ACCEPTED_IMAGES} className="sr-only" onChange={onFile} disabled={uploading} aria-describedby="sketch-file-help sketch-file-status" />
              ⇪ Upload an image
            </label>
            {uploading && (
              <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
                Cancel upload
              </Button>
            )}
          </div>
          <p id="sketch-file-help" className="text-xs text-mist-muted">
            PNG, JPEG or WebP, up to 5 MB.
          </p>
          <p id="sketch-file-status" role={fileError ? 'alert' : 'status'} className={fileError ? 'text-sm font-medium text-danger' : 'text-sm text-mist-muted'}>
            {fileError
              ? `⚠︎ ${fileError}`
              : uploading
                ? 'Uploading the sketch...'
                : uploadedName
                  ? `✓ “${uploadedName}” uploaded. Save the reading to send it to the customer.`
                  : ''}
          </p>
          <Field label="Sketch address" hint="Filled in by the upload, or paste an https:// address of the image." error={formState.errors.sketchUrl?.message} required>
            <TextInput inputMode="url" spellCheck={false} autoComplete="off" placeholder="https://..." className="sm:py-1.5 sm:text-sm" {...register('sketchUrl')} />
          </Field>
        </div>
      </div>
      <Field
        label="Describe the sketch"
        hint="What the drawing shows, for customers who use a screen reader (e.g. “Pencil sketch of a smiling man with curly hair”)."
        error={formState.errors.sketchAlt?.message}
        required
      >
        <TextInput spellCheck className="sm:py-1.5 sm:text-sm" {...register('sketchAlt')} />
      </Field>
    </fieldset>
  );
}
