import { PAID_READING_DELIVERY, readingDueAt } from './delivery';
import { productEntry } from './products';

/**
 * The one lifecycle of an order (docs/decisions/018-order-lifecycle.md):
 *
 *   placed -> paid -> waiting for answers (when its product asks) -> in preparation -> delivered
 *                                                  refunded, from any paid stage
 *
 * "Paid" is a moment, not a place to stay: the payment leaves the order waiting for its answers, or in
 * preparation when its product asks nothing. Every view derives from this file: the dashboard's tabs,
 * cards and status dialog, the staff queue's badges and due times, the mails, and (with
 * access-policy.ts) what a reader may open. The statuses keep the words the wire has always carried.
 */
export const ORDER_STATUSES = ['payment_needed', 'needs_input', 'in_progress', 'completed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order's stage is derived from: stored facts, never a stored status. */
export interface OrderFlags {
  isPaid: boolean;
  /**
   * Nothing asked of the customer is outstanding: false while a paid order waits for its questionnaire's
   * answers. An order of a product that asks nothing is stored with it true from the start.
   */
  questionsCompleted: boolean;
  /** Staff's work item is completed (delivered, or closed by a refund). */
  readingCompleted: boolean;
  refunded: boolean;
}

export function orderStatus(flags: OrderFlags): OrderStatus {
  if (flags.refunded) return 'refunded';
  if (!flags.isPaid) return 'payment_needed';
  if (!flags.questionsCompleted) return 'needs_input';
  if (!flags.readingCompleted) return 'in_progress';
  return 'completed';
}

/** Badge words for the customer, one source for every screen. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  payment_needed: 'Payment Required',
  needs_input: 'Needs Your Input',
  in_progress: 'In Progress',
  completed: 'Completed',
  refunded: 'Refunded',
};

// --- Staff work: the same stages, seen from the queue ---------------------------------------------

/**
 * Where a staff work item stands. An unpaid free request is work too (the free reading), so the queue
 * has no "payment needed"; paid work whose answers have not arrived waits for them and owes nothing yet.
 */
export const WORK_STATUSES = ['needs_input', 'in_progress', 'completed', 'refunded'] as const satisfies readonly OrderStatus[];
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The queue's words: the customer's "Needs Your Input" is, for staff, work waiting for answers. */
export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  needs_input: 'Waiting for answers',
  in_progress: ORDER_STATUS_LABELS.in_progress,
  completed: ORDER_STATUS_LABELS.completed,
  refunded: ORDER_STATUS_LABELS.refunded,
};

export function workStatus(flags: OrderFlags): WorkStatus {
  if (flags.refunded) return 'refunded';
  if (flags.readingCompleted) return 'completed';
  if (flags.isPaid && !flags.questionsCompleted) return 'needs_input';
  return 'in_progress';
}

/**
 * Work waiting for the customer's answers is delivered only when staff confirm that they deliver it
 * without them: the answers are what the reading is made from, and the "your reading is ready" mail
 * that delivery sends must be a choice, not a slip. The confirmation is recorded on the work item.
 */
export function deliveryNeedsConfirmation(status: WorkStatus): boolean {
  return status === 'needs_input';
}

/** Past its due time and still owed. Work without a due time (waiting for answers) is never overdue. */
export function isOverdue(work: { readingCompleted: boolean; dueAt: string | null }, now: Date): boolean {
  return !work.readingCompleted && work.dueAt !== null && Date.parse(work.dueAt) < now.getTime();
}

// --- When work is due -----------------------------------------------------------------------------

/**
 * The moment that starts staff's delivery clock. A free request starts it when placed. A payment starts
 * it only when nothing is asked of the customer; otherwise the answers start it when they arrive.
 */
export type ClockStart =
  | { by: 'request'; at: Date }
  | { by: 'payment'; at: Date; waitsForAnswers: boolean }
  | { by: 'answers'; at: Date };

/**
 * When staff owe the work: the delivery window from the clock's start, or null while a paid order waits
 * for its answers (nothing is promised before staff can begin). The one rule every writer of a due time
 * calls: the payment, the answers, the free request.
 */
export function dueTime(start: ClockStart): Date | null {
  if (start.by === 'request') return readingDueAt(start.at, false);
  if (start.by === 'payment' && start.waitsForAnswers) return null;
  return readingDueAt(start.at, true);
}

const HOUR_MS = 60 * 60 * 1000;

/** When paid work due at `dueAt` started: the answers' (or the payment's) moment, the window before it. */
export function preparationStart(dueAt: Date): Date {
  return new Date(dueAt.getTime() - PAID_READING_DELIVERY.maxHours * HOUR_MS);
}

/**
 * The "Ready by" a customer is shown: the due time of work in preparation, and nothing before (while
 * waiting for answers nothing is promised) or after (delivered, refunded).
 */
export function readyBy(order: { status: OrderStatus; dueAt: string | null }): string | null {
  return order.status === 'in_progress' ? order.dueAt : null;
}

// --- The status dialog's timeline -----------------------------------------------------------------

/** The status dialog's steps, from the request to the finished reading. */
export const TIMELINE_STEPS = {
  received: 'Request Received',
  preparing: 'In Progress',
  sketching: 'Artist Creating Sketch',
  complete: 'Reading Complete',
} as const;

export type TimelineStepName = (typeof TIMELINE_STEPS)[keyof typeof TIMELINE_STEPS];

/** Hours of preparation after which the artist is shown at work on the sketch. */
export const SKETCHING_AFTER_HOURS = 6;

export interface TimelineStep {
  name: TimelineStepName;
  state: 'done' | 'current' | 'upcoming';
  /** When it happened (done, current) or is expected (upcoming); null when nothing can be promised yet. */
  at: Date | null;
}

export interface TimelineFacts {
  /** The order's product: its registry entry says whether a sketch is drawn for it. */
  productId: number;
  status: OrderStatus;
  /** When the request was received: the payment, or the placing of an unpaid order. */
  receivedAt: Date;
  /** The work's due time (shown as "Ready by"); null while waiting for answers. */
  dueAt: Date | null;
  completedAt: Date | null;
  /** When the customer was sent a sketch for this order (the free reading's, say); null: none yet. */
  sketchSentAt: Date | null;
}

/**
 * Whether this order's work still draws a sketch: its product has one (shared/domain/products.ts), and
 * none was sent before the request now being worked on. A premium reading paid after its free reading
 * brought the sketch has nothing left to draw; the Soulmate Manifestation System never had one.
 */
export function drawsSketch(facts: Pick<TimelineFacts, 'productId' | 'receivedAt' | 'sketchSentAt'>): boolean {
  if (!productEntry(facts.productId)?.content.sketch) return false;
  return facts.sketchSentAt === null || facts.sketchSentAt >= facts.receivedAt;
}

const earlier = (a: Date, b: Date | null) => (b && b < a ? b : a);

/**
 * The steps with their state and time, counted from the moment preparation started (the answers, or the
 * payment when nothing is asked), never from the order's placing: "In Progress" from the start, "Artist
 * Creating Sketch" 6 hours in (only while a sketch is still to draw, `drawsSketch`), "Reading Complete"
 * at the due time ("Ready by") or when it was completed. The current step is never dated in the future,
 * and nothing is dated while the order still waits for payment or answers.
 */
export function orderTimeline(facts: TimelineFacts, now: Date): TimelineStep[] {
  const { status, receivedAt, dueAt, completedAt } = facts;
  const started = dueAt && (status === 'in_progress' || status === 'completed') ? preparationStart(dueAt) : null;
  const sketching = started && new Date(started.getTime() + SKETCHING_AFTER_HOURS * HOUR_MS);
  const steps: Array<{ name: TimelineStepName; at: Date | null }> = [
    { name: TIMELINE_STEPS.received, at: receivedAt },
    { name: TIMELINE_STEPS.preparing, at: started },
    ...(drawsSketch(facts) ? [{ name: TIMELINE_STEPS.sketching, at: sketching }] : []),
    { name: TIMELINE_STEPS.complete, at: status === 'completed' ? completedAt : status === 'in_progress' ? dueAt : null },
  ];

  // The step under way: the request's until payment and answers are in; in preparation, In Progress,
  // then the artist's once its moment has come; every step of a finished reading is done.
  const artist = steps.findIndex((step) => step.name === TIMELINE_STEPS.sketching);
  let current: number;
  if (status === 'completed') current = steps.length;
  else if (status !== 'in_progress') current = 0;
  else current = artist !== -1 && sketching && now >= sketching ? artist : 1;

  return steps.map(({ name, at: planned }, index) => {
    const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
    let at = planned;
    // A finished reading's steps happened by its completion; the current one has happened by now.
    if (at && status === 'completed') at = earlier(at, completedAt);
    if (at && state === 'current') at = earlier(at, now);
    return { name, state, at };
  });
}
