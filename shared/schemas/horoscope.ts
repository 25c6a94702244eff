import * as z from 'zod/mini';

/** The daily horoscope's links carry their signed token in the query: `?token=u1....`. */
export const horoscopeTokenQuerySchema = z.object({
  token: z.string().check(z.minLength(1, 'token is required'), z.maxLength(1000)),
});
export type HoroscopeTokenQuery = z.infer<typeof horoscopeTokenQuerySchema>;
