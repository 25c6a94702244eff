import { z } from 'zod';
import { normalizeRequestCode } from '../domain/request-code';

/** A request code from a path or query: normalised to its canonical form, else a 422/404 upstream. */
export const requestCodeSchema = z
  .string()
  .trim()
  .min(1, 'A request code is required')
  .max(64, 'That is not a request code')
  .transform((value, ctx) => {
    const code = normalizeRequestCode(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'That is not a request code' });
      return z.NEVER;
    }
    return code;
  });

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const calendarDateSchema = z.iso.date();

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());
