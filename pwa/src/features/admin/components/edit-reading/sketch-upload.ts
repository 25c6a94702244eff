import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@shared/schemas/admin';

export const ACCEPTED_IMAGES = UPLOAD_TYPES.join(',');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The quick check before sending: the server checks the same (type from the bytes, 5 MB), this only
 * spares staff a slow failed upload.
 */
export function checkSketchFile(file: File): string | undefined {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a PNG, JPEG or WebP image. Please choose one of those.`;
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}; images can be at most ${megabytes(UPLOAD_MAX_BYTES)}.`;
  }
  return undefined;
}
