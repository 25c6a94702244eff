import { paymentStands } from '@shared/domain/order-status';
import { previewOfNotes, type ReadingAccess } from '@shared/domain/reading-preview';
import { isStaffRole, type SessionUser } from '@shared/schemas/auth';

/** The signed-in user behind a request, if any. */
export type Viewer = Pick<SessionUser, 'id' | 'role'> | undefined;

/**
 * Who reads a reading in full by its request code: staff, and the order's owner (the session's user
 * is the order's user) while the order is paid and not refunded: the full text is what the payment
 * buys, and a refund gives the payment back (`paymentStands`).
 * The code alone is a bearer secret that travels in links and mails, so it opens the preview only,
 * paid or not: the paid reading belongs to the account (DECISIONS.md).
 */
export function readingAccessFor(viewer: Viewer, order: { userId: number | null; isPaid: boolean; refundedAt: string | null }): ReadingAccess {
  if (!viewer) return 'preview';
  if (isStaffRole(viewer.role)) return 'full';
  const owner = order.userId !== null && viewer.id === order.userId;
  return owner && paymentStands({ isPaid: order.isPaid, refunded: order.refundedAt !== null }) ? 'full' : 'preview';
}

/** The notes an answer may carry for `access`: the preview is cut here, on the server. */
export function notesFor(notes: string | null, access: ReadingAccess): string | null {
  return access === 'full' ? notes : previewOfNotes(notes);
}
