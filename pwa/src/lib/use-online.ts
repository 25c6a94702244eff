import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToConnection } from './connection';

/**
 * Whether the browser thinks it has a network (the checkout, the onboarding form). Only a hint ("online"
 * can still fail): used to warn early, while a request's own failure stays the real signal. The same
 * answer the queries go by (connection.ts), so a notice and the reads it speaks of change together.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}
