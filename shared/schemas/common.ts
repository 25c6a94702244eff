import * as z from 'zod/mini';
import { normalizeRequestCode } from '../domain/request-code';

/*
 * Schemas use zod's "mini" build everywhere (docs/decisions/003): the same zod 4 schemas with
 * functions instead of methods, so a page carries only the checks it uses.
 */

/** A request code from a path or query: normalised to its canonical form, else refused. */
export const requestCodeSchema = z.pipe(
  z.string({ error: 'A request code is required' }).check(
    z.trim(),
    z.minLength(1, 'A request code is required'),
    z.maxLength(64, 'That is not a request code'),
  ),
  z.transform((value, ctx) => {
    const code = normalizeRequestCode(value);
    if (!code) {
      ctx.issues.push({ code: 'custom', message: 'That is not a request code', input: value });
      return z.NEVER;
    }
    return code;
  }),
);

/**
 * A numeric id in a path: plain decimal digits, the one way the API writes ids. Coercion would also
 * read " 1", "0x1", "1e0", "01", "+1" or "1.0" as id 1; a malformed id names nothing (404).
 */
export const pathIdSchema = z.pipe(
  z.string().check(
    z.regex(/^[1-9][0-9]{0,9}$/),
    z.refine((digits) => Number(digits) <= 2 ** 31 - 1),
  ),
  z.transform(Number),
);

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const calendarDateSchema = z.iso.date();

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** An e-mail address, trimmed and lower-cased; `message` is the form's wording for anything else. */
export function emailSchemaWith(message: string) {
  return z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, message), z.toLowerCase()), z.email(message));
}

export const emailSchema = emailSchemaWith(EMAIL_MESSAGE);
