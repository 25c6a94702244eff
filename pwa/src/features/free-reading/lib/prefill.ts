import { readStoredUser } from '@/lib/stored-user';
import { emailSchema } from '@shared/schemas/common';
import type { FreeReadingInput } from '@shared/schemas/reading';

/**
 * Starting values: e-mail (and name when there is one) from the stored user, everything else empty.
 * The preference is left out on purpose, so the select starts on "Select your preference".
 */
export function freeReadingDefaults(): Partial<FreeReadingInput> {
  const user = readStoredUser(); // Corrupt data is dropped there: prefill then simply does not happen.
  return {
    name: user?.name ?? '',
    // The stored username is the login e-mail; anything else is not worth prefilling.
    email: user && emailSchema.safeParse(user.username).success ? user.username : '',
    birthdate: '',
    soulmate_trait: '',
    question: '',
  };
}
