/** Small real images (and look-alikes) for upload tests. */

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The start of a JPEG (SOI and a JFIF APP0 segment): what the content check looks at. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\u0000', 'latin1'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);

/** A RIFF/WEBP container header with a VP8L chunk. */
export const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L', 'latin1'), Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0])]);

/** A PNG of exactly `size` bytes: the signature, then filler. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  PNG_BYTES.copy(bytes, 0, 0, 8);
  return bytes;
}
