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

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const calendarDateSchema = z.iso.date();

const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailSchema = z.pipe(
  z.string({ error: EMAIL_MESSAGE }).check(z.trim(), z.maxLength(254, EMAIL_MESSAGE), z.toLowerCase()),
  z.email(EMAIL_MESSAGE),
);
