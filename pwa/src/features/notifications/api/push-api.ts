import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PushDevice, PushSubscriptionInput } from '@shared/schemas/push';
import { request } from '@/lib/api-client';

export const pushKeys = {
  all: ['push'] as const,
  publicKey: () => [...pushKeys.all, 'public-key'] as const,
  devices: (userId: number) => [...pushKeys.all, 'devices', userId] as const,
};

/** The server's VAPID public key: the same for every visitor, kept for the session once read. */
export const publicKeyQueryOptions = () =>
  queryOptions({ queryKey: pushKeys.publicKey(), queryFn: async ({ signal }) => (await request(endpoints.push.publicKey, { signal })).publicKey, staleTime: Infinity });

/** The signed-in customer's devices that receive notifications. */
export const devicesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: pushKeys.devices(userId), queryFn: ({ signal }) => request(endpoints.push.devices, { signal }) });

export const saveSubscription = (body: PushSubscriptionInput): Promise<PushDevice> => request(endpoints.push.subscribe, { body });

export const removeDevice = (id: number): Promise<{ ok: true }> => request(endpoints.push.remove, { params: { id: String(id) } });
