import type { ReadyNotice } from '@shared/schemas/admin';

const EMAIL = { pending: 'e-mail queued', sent: 'e-mail sent', failed: 'e-mail failed' } as const;

const devices = (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`;

/**
 * What the customer was told that the reading is ready, in one line for staff:
 * "e-mail sent · push sent (2 devices)", "e-mail sent · no device for push", "... 1 failed".
 */
export function readyNoticeSummary(notice: ReadyNotice | null): string {
  if (!notice) return 'Not told yet';
  const { sent, failed, pending } = notice.push;
  const push: string[] = [];
  if (sent + failed + pending === 0) push.push('no device for push');
  if (sent > 0) push.push(`push sent (${devices(sent)})`);
  if (failed > 0) push.push(`push failed (${devices(failed)})`);
  if (pending > 0) push.push(`push waiting (${devices(pending)})`);
  return [EMAIL[notice.email], ...push].join(' · ');
}
