import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { LOGIN_MESSAGES, PASSWORD_LINK_EXPIRED, type PasswordLinkState, type SessionUser, type UserRole } from '@shared/schemas/auth';
import { AppError, UnauthorizedError } from '../../http/errors';
import type { RateLimitRule, RateLimits } from '../../http/rate-limit';
import { inboxKey } from '../mail/inbox-key';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { OutboxRepo } from '../notifications/outbox.repo';
import { passwordLinkMail } from '../mail/templates/password-link';
import { createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import type { PasswordLinkPurpose, PasswordResetsRepo } from './password-resets.repo';
import type { SessionsRepo } from './sessions.repo';
import type { UserRecord, UsersRepo } from './users.repo';
import { paths } from '@shared/routes/page-paths';

const HOUR_MS = 60 * 60 * 1000;
/** How long an e-mailed password link works: a reset is urgent, a new account's link can wait a day. */
const LINK_VALID_HOURS: Record<PasswordLinkPurpose, number> = { reset: 1, welcome: 72 };

interface Deps {
  db: Database;
  users: UsersRepo;
  sessions: SessionsRepo;
  passwordResets: PasswordResetsRepo;
  outbox: OutboxRepo;
  notifier: Pick<NotificationWorker, 'nudge'>;
  publicUrl: string;
  logger: Logger;
  rateLimits: RateLimits;
  limits: { loginPerAccount: RateLimitRule; loginPerClient: RateLimitRule; passwordResetPerClient: RateLimitRule; passwordMailsPerAddress: RateLimitRule };
}

export function toSessionUser(user: Pick<UserRecord, 'id' | 'email' | 'name' | 'role'>): SessionUser {
  return { id: user.id, username: user.email, name: user.name, role: user.role };
}

export function createAuthService({ db, users, sessions, passwordResets, outbox, notifier, publicUrl, logger, rateLimits, limits }: Deps) {
  const loginThrottle = createLoginThrottle(rateLimits, limits);
  // Both limits guard mail carrying a password link: when their counters cannot be reached the request
  // is refused (503) rather than mailed uncounted. The per-client one is asked first, before the address
  // is looked up, so an outage answers the same whether or not the address has an account.
  const resetsPerClient = rateLimits.limiter('password-resets', limits.passwordResetPerClient, { onStoreError: 'refuse' });

  // The per-client limit cannot stop many clients filling one inbox with password links. Every mail
  // carrying one counts against its inbox's share; past it no mail goes out for the window, while the
  // visitor's answer stays the same: a different answer would tell a stranger which addresses have an
  // account, or are being mailed.
  const mailsPerInbox = rateLimits.limiter('password-mails', limits.passwordMailsPerAddress, { onStoreError: 'refuse' });
  async function mayMail(email: string): Promise<boolean> {
    if (await mailsPerInbox.allow(inboxKey(email))) return true;
    logger.warn('password mail skipped: its address had its share of password mails for this hour');
    return false;
  }

  /** A new single-use link to set the account's password. */
  async function newPasswordLink(user: UserRecord, purpose: PasswordLinkPurpose): Promise<string> {
    const token = await passwordResets.create(user.id, purpose, LINK_VALID_HOURS[purpose] * HOUR_MS);
    return `${publicUrl}${paths.resetPassword.href(token)}`;
  }

  async function mailPasswordLink(user: UserRecord, purpose: PasswordLinkPurpose, url: string): Promise<void> {
    const mail = passwordLinkMail({ name: user.name, url, purpose, validHours: LINK_VALID_HOURS[purpose] });
    await outbox.enqueueMail({ kind: `password-${purpose}`, to: user.email, ...mail }, new Date().toISOString());
    notifier.nudge();
  }

  /**
   * Makes a link and mails it, within the inbox's share (`mayMail`); past it neither, since nobody
   * would receive the link. Answers the link when one was sent.
   */
  async function sendPasswordLink(user: UserRecord, purpose: PasswordLinkPurpose): Promise<string | undefined> {
    if (!(await mayMail(user.email))) return undefined;
    const url = await newPasswordLink(user, purpose);
    await mailPasswordLink(user, purpose, url);
    return url;
  }

  /**
   * Every way a password gets set ends up here: the old sessions end (every device signs in again) and
   * so does every password link still outstanding, so a link mailed before the change (a reset asked
   * for by someone else, an old welcome link) cannot set it again.
   */
  async function setPassword(userId: number, password: string): Promise<void> {
    const hash = await hashPassword(password);
    await db.knex.transaction(async (trx) => {
      await users.setPasswordHash(userId, hash, trx);
      await passwordResets.endAllFor(userId, trx);
      await sessions.deleteAllFor(userId, trx);
    });
  }

  return {
    /** Checks the password and opens a new session (a fresh token each time: no fixation). */
    async login(email: string, password: string, client: string): Promise<{ token: string; user: SessionUser }> {
      const account = email.trim().toLowerCase();
      await loginThrottle.beforeAttempt(account, client);
      const user = await users.findByEmail(account);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        await loginThrottle.failed(account, client);
        throw new UnauthorizedError(LOGIN_MESSAGES.failed);
      }
      await loginThrottle.succeeded(account, client);
      const sessionUser = toSessionUser(user);
      return { token: await sessions.create(user.id), user: sessionUser };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.delete(token);
    },

    userForSession: (token: string) => sessions.findUser(token),

    /** Always the same answer; a link goes out only when the address has an account and a mail left in its share. */
    async requestPasswordReset(email: string, client: string): Promise<void> {
      await resetsPerClient.consume(`client:${client}`);
      const user = await users.findByEmail(email);
      if (user) await sendPasswordLink(user, 'reset');
    },

    /**
     * Sets the new password, uses the link up (with the account's other links) and signs the account
     * out everywhere, then opens one new session for the browser that chose it: the link proved the
     * inbox and the form the password, as much as a login right after would (staff accounts alike).
     */
    async completePasswordReset(token: string, password: string): Promise<{ token: string; user: SessionUser }> {
      const userId = await passwordResets.consume(token);
      if (userId === undefined) throw new AppError(400, 'link_expired', PASSWORD_LINK_EXPIRED);
      await setPassword(userId, password);
      const user = await users.findById(userId);
      if (!user) throw new AppError(400, 'link_expired', PASSWORD_LINK_EXPIRED);
      return { token: await sessions.create(user.id), user: toSessionUser(user) };
    },

    /** What the set-password page shows before anyone types: the form, or the way to a new link. */
    async checkPasswordLink(token: string): Promise<PasswordLinkState> {
      const link = await passwordResets.inspect(token);
      return { valid: link?.usable ?? false, purpose: link?.purpose ?? null };
    },

    /**
     * Creates (or updates) a staff or admin account. With a password it is set at once; without one
     * the answer is a single-use link to set it, also sent by e-mail within the inbox's share of
     * password mails (the operator hands the link over either way).
     */
    async provisionStaff(input: { email: string; name?: string; role: Extract<UserRole, 'staff' | 'admin'>; password?: string }): Promise<{ user: UserRecord; link?: string }> {
      const user = await users.upsert({ email: input.email, name: input.name, role: input.role });
      if (input.password) {
        await setPassword(user.id, input.password);
        return { user };
      }
      const link = await newPasswordLink(user, 'welcome');
      if (await mayMail(user.email)) await mailPasswordLink(user, 'welcome', link);
      return { user, link };
    },

    /** At first start: ADMIN_EMAIL/ADMIN_PASSWORD create the first admin when there is none yet. */
    async ensureFirstAdmin(email: string | undefined, password: string | undefined): Promise<void> {
      if (!email || !password) return;
      if ((await users.countByRole(['admin'])) > 0) return;
      await this.provisionStaff({ email, role: 'admin', password });
      logger.info({ email }, 'first admin account created from ADMIN_EMAIL');
    },

    sendPasswordLink,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
