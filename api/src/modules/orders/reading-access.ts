import { accessTo, readerOf } from '@shared/domain/access-policy';
import { previewOfNotes, type ReadingAccess } from '@shared/domain/reading-preview';
import type { SessionUser } from '@shared/schemas/auth';
import { accessFactsOf, type OrderRecord } from './order-record';

/** The signed-in user behind a request, if any. */
export type Viewer = Pick<SessionUser, 'id' | 'role'> | undefined;

/**
 * How much of a free reading's notes a request-code answer carries: in full when the access policy
 * opens the notes to this viewer (staff, or the owner while the payment stands), else the preview.
 */
export function readingAccessFor(viewer: Viewer, order: OrderRecord & { readingCompleted: boolean }): ReadingAccess {
  return accessTo('notes', readerOf(viewer, order.userId), accessFactsOf(order, order.readingCompleted)).granted ? 'full' : 'preview';
}

/** The notes an answer may carry for `access`: the preview is cut here, on the server. */
export function notesFor(notes: string | null, access: ReadingAccess): string | null {
  return access === 'full' ? notes : previewOfNotes(notes);
}
