import { PUSH_ENDPOINT_MESSAGE, type PushDevice, type PushSubscriptionInput } from '@shared/schemas/push';
import { NotFoundError, ValidationError } from '../../http/errors';
import { deviceLabel } from './device-label';
import { isAllowedPushEndpoint } from './push-endpoints';
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

    async subscribe(userId: number, input: PushSubscriptionInput, userAgent: string | undefined, now = new Date()): Promise<PushDevice> {
      if (!isAllowedPushEndpoint(input.endpoint, extraAllowedHosts)) throw new ValidationError({ endpoint: [PUSH_ENDPOINT_MESSAGE] });
      return subscriptions.upsert(
        { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: deviceLabel(userAgent) },
        now.toISOString(),
      );
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
