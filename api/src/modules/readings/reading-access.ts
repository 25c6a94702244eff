import { previewOfNotes, type ReadingAccess } from '@shared/domain/reading-preview';
import { isStaffRole, type SessionUser } from '@shared/schemas/auth';

/** The signed-in user behind a request, if any. */
export type Viewer = Pick<SessionUser, 'id' | 'role'> | undefined;

/**
 * Who reads a reading in full by its request code: staff, and the order's owner (the session's user
 * is the order's user) once the order is paid — an unpaid order's full text is what the payment buys.
 * The code alone is a bearer secret that travels in links and mails, so it opens the preview only,
 * paid or not: the paid reading belongs to the account (DECISIONS.md).
 */
export function readingAccessFor(viewer: Viewer, order: { userId: number | null; isPaid: boolean }): ReadingAccess {
  if (!viewer) return 'preview';
  if (isStaffRole(viewer.role)) return 'full';
  return order.isPaid && order.userId !== null && viewer.id === order.userId ? 'full' : 'preview';
}

/** The notes an answer may carry for `access`: the preview is cut here, on the server. */
export function notesFor(notes: string | null, access: ReadingAccess): string | null {
  return access === 'full' ? notes : previewOfNotes(notes);
}
