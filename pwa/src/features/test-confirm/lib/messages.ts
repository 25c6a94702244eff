import { errorCode } from '@/lib/error-messages';

/**
 * The test page's messages: "Order not found" for a look-up that finds
 * nothing, "Reading not found with that code" when there is no reading to confirm, "Failed to update
 * reading status" when the server refuses the confirmation, and "Error: ..." for anything else.
 */
export const TEST_PAGE_MESSAGES = {
  orderNotFound: 'Order not found',
  readingNotFound: 'Reading not found with that code',
  confirmFailed: 'Failed to update reading status',
} as const;

const errorText = (error: unknown) => `Error: ${error instanceof Error ? error.message : String(error)}`;

export function lookupErrorMessage(error: unknown): string {
  if (errorCode(error) === 'not_found') return TEST_PAGE_MESSAGES.orderNotFound;
  return errorText(error);
}

export function confirmErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'not_found') return TEST_PAGE_MESSAGES.readingNotFound;
  // An answer from the server that is not "done" (refused, failed): the status did not change.
  if (code !== undefined && code !== 'network') return TEST_PAGE_MESSAGES.confirmFailed;
  return errorText(error);
}
