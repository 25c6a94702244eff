import { PUSH_ENDPOINT_MESSAGE, type PushDevice, type PushSubscriptionInput } from '@shared/schemas/push';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { deviceLabel } from './device-label';
import { isAllowedPushEndpoint } from './push-endpoints';
import { pushKeyErrors } from './push-keys';
import type { PushSubscriptionsRepo } from './push-subscriptions.repo';

interface Deps {
  subscriptions: PushSubscriptionsRepo;
  publicKey: string;
  extraAllowedHosts: readonly string[];
}

/** A signed-in customer's devices for web push: store this browser, list them, turn one off. */
export function createPushService({ subscriptions, publicKey, extraAllowedHosts }: Deps) {
  return {
    publicKey: () => ({ publicKey }),

    /** 409 endpoint_taken for a browser that is another account's device: it stays theirs, unchanged. */
    async subscribe(userId: number, input: PushSubscriptionInput, userAgent: string | undefined, now = new Date()): Promise<PushDevice> {
      const errors = pushKeyErrors(input.keys);
      if (!isAllowedPushEndpoint(input.endpoint, extraAllowedHosts)) errors.endpoint = [PUSH_ENDPOINT_MESSAGE];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const device = await subscriptions.upsert(
        { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: deviceLabel(userAgent) },
        now.toISOString(),
      );
      if (!device) throw new ConflictError('This browser already receives the notifications of another account.', 'endpoint_taken');
      return device;
    },

    devices: (userId: number) => subscriptions.listForUser(userId),

    /** Someone else's device, or one that is gone, is the same 404. */
    async remove(userId: number, id: number): Promise<{ ok: true }> {
      if (!(await subscriptions.removeForUser(id, userId))) throw new NotFoundError('There is no such device on your account.');
      return { ok: true };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
