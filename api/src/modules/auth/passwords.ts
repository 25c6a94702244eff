import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id at OWASP's current minimum (19 MiB, 2 passes, 1 lane): slow and
 * memory-hard for an attacker with a stolen table, about 20 ms for us.
 */
// `Algorithm.Argon2id` is a const enum, which isolated modules cannot import as a value: it is 2.
const ARGON2ID = 2 as Options['algorithm'];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so that an unknown address takes as long as a wrong
// password and the timing tells nothing.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await (decoy ??= hashPassword('not-a-real-password')), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
