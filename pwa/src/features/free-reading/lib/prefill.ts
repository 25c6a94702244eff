import { readStoredUser } from '@/lib/stored-user';
import { emailSchema } from '@shared/schemas/common';
import type { FreeReadingInput } from '@shared/schemas/reading';

/**
 * Starting values: e-mail (and name when there is one) from the stored user. The other fields are left
 * unset on purpose: the form then takes what its inputs already hold, so anything typed into the
 * prerendered form before its script arrived is kept, and the select starts on "Select
 * your preference".
 */
export function freeReadingDefaults(): Partial<FreeReadingInput> {
  const user = readStoredUser(); // Corrupt data is dropped there: prefill then simply does not happen.
  const email = user && emailSchema.safeParse(user.username).success ? user.username : undefined;
  // The stored username is the login e-mail; anything else is not worth prefilling.
  return { ...(user?.name ? { name: user.name } : {}), ...(email ? { email } : {}) };
}
