import * as z from 'zod/mini';
import { emailSchema } from './common';

export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Staff work the reading queue; admins are staff who may also manage accounts. */
export function isStaffRole(role: UserRole | undefined): boolean {
  return role === 'staff' || role === 'admin';
}

export const PASSWORD_MIN_LENGTH = 10;

export const LOGIN_MESSAGES = {
  email: 'Email is required',
  password: 'Password is required',
  failed: 'Invalid email or password.',
} as const;

/** The login form: the e-mail field is named `username`, as older clients send it. */
export const loginInputSchema = z.object({
  username: z.string({ error: LOGIN_MESSAGES.email }).check(z.trim(), z.minLength(1, LOGIN_MESSAGES.email), z.maxLength(254, LOGIN_MESSAGES.email)),
  password: z.string({ error: LOGIN_MESSAGES.password }).check(z.minLength(1, LOGIN_MESSAGES.password), z.maxLength(1024, LOGIN_MESSAGES.password)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Who is signed in, as the API tells the PWA. The browser keeps only id, username and name. */
export const sessionUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The login answer once had a `readings` list too; it is gone: request codes are bearer secrets, and the
 * dashboard reads the orders from `GET /api/users/:userId/orders` with the session instead.
 */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Who this browser's session belongs to; `user: null` when nobody is signed in (no cookie, or one the
 * server no longer knows). Signed out is an answer here, not a refusal: every page may ask, and a visitor
 * who is not signed in is no error.
 */
export const meResponseSchema = z.object({ user: z.nullable(sessionUserSchema) });

export const passwordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(256, 'Password must be at most 256 characters'),
  );

export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** The single-use token of an e-mailed password link. */
const passwordLinkTokenSchema = z.string({ error: 'The link is missing its token' }).check(z.minLength(20, 'The link is missing its token'), z.maxLength(200));

export const passwordResetCompleteSchema = z.object({
  token: passwordLinkTokenSchema,
  password: passwordSchema,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** A password chosen from a link: the browser that chose it is signed in, as after a login. */
export const passwordSetSchema = z.object({ ok: z.literal(true), user: sessionUserSchema });
export type PasswordSet = z.infer<typeof passwordSetSchema>;

/** The words for a link that no longer works, from the server (`link_expired`) and the page alike. */
export const PASSWORD_LINK_EXPIRED = 'This link has expired or was already used. Please ask for a new one.';

export const passwordLinkCheckSchema = z.object({ token: passwordLinkTokenSchema });

/**
 * Whether a password link still works (`valid`), and what it was sent for: `welcome` sets a new
 * account's first password, `reset` a new one; null for a token the server never issued.
 */
export const passwordLinkStateSchema = z.object({
  valid: z.boolean(),
  purpose: z.nullable(z.enum(['welcome', 'reset'])),
});
export type PasswordLinkState = z.infer<typeof passwordLinkStateSchema>;
