import type { AccessFacts } from '@shared/domain/access-policy';
import type { RefundState } from '@shared/schemas/refund';
import { toBoolean, toIntOrNull, toIso, toIsoOrNull, toTextOrNull } from '../../db/mappers';

/**
 * The one-time offer on the main order (null: open). `charging`: one request is charging the saved
 * card; `needs_action`: the bank asked the customer to confirm (3-D Secure). Only `accepted` and
 * `declined` are answers.
 */
export type UpsellStatus = 'charging' | 'needs_action' | 'accepted' | 'declined';

/**
 * An order as stored, the one row type of `orders` (docs/decisions/014-order-model.md): every module
 * that reads an order gets this, mapped by `toOrderRecord` alone. Flags that derive from it (the
 * status, "confirmed", "refunded") are derived where they are needed, not stored twice here.
 */
export interface OrderRecord {
  id: number;
  requestCode: string;
  orderNumber: string;
  productId: number;
  /** The order that earned this one (bonus products, the upsell); null for an order placed by itself. */
  parentOrderId: number | null;
  /** The account the order belongs to (null: no account yet). */
  userId: number | null;
  customerName: string;
  email: string;
  /** Null for a catalogue order (its form asks no birthdate). */
  birthdate: string | null;
  /** The price it was sold at (0 for a free request before its checkout, and for bonus orders). */
  priceCents: number;
  isPaid: boolean;
  paymentDate: string | null;
  /** The order's questions (its questionnaire) are answered. */
  questionsCompleted: boolean;
  horoscopeSubscription: boolean;
  /** When the request's e-mail link was followed (null: not yet). */
  confirmedAt: string | null;
  paymentIntentId: string | null;
  providerCustomerId: string | null;
  paymentMethodId: string | null;
  paymentError: string | null;
  upsellStatus: UpsellStatus | null;
  /** Failed off-session charges so far: part of the next charge's idempotency key. */
  upsellAttempt: number;
  /** When the charge in flight started (status `charging`). */
  upsellClaimedAt: string | null;
  /** SHA-256 (hex) of the paying browser's token (payer-proof.ts). */
  payerTokenHash: string | null;
  refundRequestedAt: string | null;
  /** The staff member who asked for the refund. */
  refundRequestedBy: number | null;
  refundReason: string | null;
  /** Set only by the provider's `charge.refunded` event. */
  refundedAt: string | null;
  /** What the provider refunded so far (a partial refund leaves the order paid). */
  refundedCents: number | null;
  createdAt: string;
}

/** Each field's column: the one list every order query selects (and every write names). */
const COLUMN_OF = {
  id: 'id',
  requestCode: 'request_code',
  orderNumber: 'order_number',
  productId: 'product_id',
  parentOrderId: 'parent_order_id',
  userId: 'user_id',
  customerName: 'customer_name',
  email: 'email',
  birthdate: 'birthdate',
  priceCents: 'price_cents',
  isPaid: 'is_paid',
  paymentDate: 'payment_date',
  questionsCompleted: 'questions_completed',
  horoscopeSubscription: 'horoscope_subscription',
  confirmedAt: 'confirmed_at',
  paymentIntentId: 'payment_intent_id',
  providerCustomerId: 'provider_customer_id',
  paymentMethodId: 'payment_method_id',
  paymentError: 'payment_error',
  upsellStatus: 'upsell_status',
  upsellAttempt: 'upsell_attempt',
  upsellClaimedAt: 'upsell_claimed_at',
  payerTokenHash: 'payer_token_hash',
  refundRequestedAt: 'refund_requested_at',
  refundRequestedBy: 'refund_requested_by',
  refundReason: 'refund_reason',
  refundedAt: 'refunded_at',
  refundedCents: 'refunded_cents',
  createdAt: 'created_at',
} as const satisfies Record<keyof OrderRecord, string>;

const COLUMNS = Object.values(COLUMN_OF);

/**
 * The columns `toOrderRecord` reads, from `orders` under `alias`. They keep their own names in the
 * row, so a query that joins another table names that table's clashing columns apart
 * (`r.id as reading_id`).
 */
export function orderColumns(alias = 'orders'): string[] {
  return COLUMNS.map((column) => `${alias}.${column}`);
}

/** The one mapping of an order row (SQLite and PostgreSQL values alike, through db/mappers.ts). */
export function toOrderRecord(row: Record<string, unknown>): OrderRecord {
  return {
    id: Number(row.id),
    requestCode: String(row.request_code),
    orderNumber: String(row.order_number),
    productId: Number(row.product_id),
    parentOrderId: toIntOrNull(row.parent_order_id),
    userId: toIntOrNull(row.user_id),
    customerName: String(row.customer_name),
    email: String(row.email),
    birthdate: toTextOrNull(row.birthdate),
    priceCents: Number(row.price_cents),
    isPaid: toBoolean(row.is_paid),
    paymentDate: toIsoOrNull(row.payment_date),
    questionsCompleted: toBoolean(row.questions_completed),
    horoscopeSubscription: toBoolean(row.horoscope_subscription),
    confirmedAt: toIsoOrNull(row.confirmed_at),
    paymentIntentId: toTextOrNull(row.payment_intent_id),
    providerCustomerId: toTextOrNull(row.provider_customer_id),
    paymentMethodId: toTextOrNull(row.payment_method_id),
    paymentError: toTextOrNull(row.payment_error),
    upsellStatus: (row.upsell_status as UpsellStatus | null | undefined) ?? null,
    upsellAttempt: Number(row.upsell_attempt ?? 0),
    upsellClaimedAt: toIsoOrNull(row.upsell_claimed_at),
    payerTokenHash: toTextOrNull(row.payer_token_hash),
    refundRequestedAt: toIsoOrNull(row.refund_requested_at),
    refundRequestedBy: toIntOrNull(row.refund_requested_by),
    refundReason: toTextOrNull(row.refund_reason),
    refundedAt: toIsoOrNull(row.refunded_at),
    refundedCents: toIntOrNull(row.refunded_cents),
    createdAt: toIso(row.created_at),
  };
}

/** What a service may change on an order by name (the id and code are for ever; `updated_at` is the repo's). */
export type OrderChanges = Partial<Omit<OrderRecord, 'id' | 'requestCode' | 'createdAt'>>;

/** `changes` as columns and driver values (the drivers take booleans and ISO strings as they are). */
export function toOrderColumns(changes: OrderChanges): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) columns[COLUMN_OF[field as keyof OrderChanges]] = value;
  }
  return columns;
}

/**
 * The one reading of an order's refund for staff: null while nothing was asked or refunded.
 * `requestedByName` is the asking staff member's (payment-state.repo.ts `withRefunder` selects it).
 */
export function refundStateOf(order: OrderRecord, requestedByName: string | null): RefundState | null {
  const { refundRequestedAt: requestedAt, refundedAt, refundedCents: amountCents } = order;
  if (!requestedAt && !refundedAt && !amountCents) return null;
  return {
    status: refundedAt ? 'refunded' : amountCents ? 'partial' : 'requested',
    requestedAt,
    reason: order.refundReason,
    requestedBy: requestedByName,
    refundedAt,
    amountCents,
  };
}

/**
 * What the access policy (shared/domain/access-policy.ts) reads of an order. `delivered`: its staff
 * work item is completed, which a work-item join knows and the order alone does not.
 */
export function accessFactsOf(order: OrderRecord, delivered: boolean): AccessFacts {
  return { isPaid: order.isPaid, refunded: order.refundedAt !== null, refundRequested: order.refundRequestedAt !== null, delivered };
}
