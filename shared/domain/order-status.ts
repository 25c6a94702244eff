/**
 * The one status of an order (accounts.md section 4, "Order lifecycle"), derived from its flags. The
 * dashboard's tabs and badges, the staff queue and the mails all read this, never the flags directly.
 */
export const ORDER_STATUSES = ['payment_needed', 'needs_input', 'in_progress', 'completed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderFlags {
  isPaid: boolean;
  /** False while a paid order still waits for the customer's questionnaire answers. */
  questionsCompleted: boolean;
  readingCompleted: boolean;
  refunded: boolean;
}

/**
 * Whether what the payment bought is open: paid, and not refunded. A refunded order opens what an unpaid
 * one opens (the preview) and takes no more money on the strength of its payment (the one-time offer):
 * every answer that carries paid content, or spends the saved card, asks this one rule.
 */
export function paymentStands(flags: Pick<OrderFlags, 'isPaid' | 'refunded'>): boolean {
  return flags.isPaid && !flags.refunded;
}

export function orderStatus(flags: OrderFlags): OrderStatus {
  if (flags.refunded) return 'refunded';
  if (!flags.isPaid) return 'payment_needed';
  if (!flags.questionsCompleted) return 'needs_input';
  if (!flags.readingCompleted) return 'in_progress';
  return 'completed';
}

/** Badge words, one source for every screen. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  payment_needed: 'Payment Required',
  needs_input: 'Needs Your Input',
  in_progress: 'In Progress',
  completed: 'Completed',
  refunded: 'Refunded',
};

/** The status dialog's four stages (accounts.md "Status dialog timeline"). */
export const ORDER_STAGES = ['Request Received', 'In Progress', 'Artist Creating Sketch', 'Reading Complete'] as const;
export type OrderStage = 1 | 2 | 3 | 4;

const HOUR_MS = 60 * 60 * 1000;
/** Time since the order after which the timeline shows stage 2, and stage 3. */
export const STAGE_THRESHOLD_HOURS = { inProgress: 2, sketching: 6 } as const;
/** Offsets from the order's creation shown beside stages 2, 3 and 4. */
export const STAGE_DISPLAY_OFFSET_HOURS = [3, 8, 36] as const;

/**
 * The stage of an order in the status dialog: from its status (completed 4, in progress 2, else 1),
 * raised to 2 once 2 hours have passed since the order and to 3 once 6 hours have passed.
 */
export function orderStage(status: OrderStatus, createdAt: Date, now: Date): OrderStage {
  if (status === 'completed') return 4;
  const hours = (now.getTime() - createdAt.getTime()) / HOUR_MS;
  const byTime: OrderStage = hours >= STAGE_THRESHOLD_HOURS.sketching ? 3 : hours >= STAGE_THRESHOLD_HOURS.inProgress ? 2 : 1;
  const byStatus: OrderStage = status === 'in_progress' ? 2 : 1;
  return Math.max(byTime, byStatus) as OrderStage;
}

/** The dates shown beside each stage: the order's creation, then creation + 3, 8 and 36 hours. */
export function orderStageDates(createdAt: Date): Date[] {
  return [createdAt, ...STAGE_DISPLAY_OFFSET_HOURS.map((hours) => new Date(createdAt.getTime() + hours * HOUR_MS))];
}
