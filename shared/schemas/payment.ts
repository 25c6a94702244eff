import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

export const paymentConfigSchema = z.object({
  publishableKey: z.string(),
  /** 'sandbox': test mode, no keys, no real charge (shown to the customer). */
  mode: z.enum(['stripe', 'sandbox']),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const funnelPriceSchema = z.object({
  priceCents: z.int(),
  /** The struck-through regular price, if staff set one. */
  regularCents: z.nullable(z.int()),
});

/**
 * The funnel's prices as the products table has them now (product 1, the full reading; product 9, the
 * one-time offer): what the sales, payment and upsell pages show. An order already at checkout keeps
 * the price it was given (its PaymentIntent's `totalPrice`).
 */
export const funnelPricesSchema = z.object({ fullReading: funnelPriceSchema, upsell: funnelPriceSchema });
export type FunnelPrices = z.infer<typeof funnelPricesSchema>;

/** The client may send a total (the old app did); the server ignores it and prices the order itself. */
export const createPaymentIntentBodySchema = z.looseObject({ totalPrice: z.optional(z.unknown()) });

export const paymentIntentCreatedSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What will be charged, in cents, from the server's price for the order. */
  totalPrice: z.int(),
  currency: z.literal('usd'),
});
export type PaymentIntentCreated = z.infer<typeof paymentIntentCreatedSchema>;

export const confirmPaymentBodySchema = z.looseObject({
  paymentIntentId: z.string().check(z.minLength(3), z.maxLength(100)),
});

export const paymentStatusSchema = z.object({
  isPaid: z.boolean(),
  status: z.string(),
  message: z.nullable(z.string()),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const SANDBOX_CARD_MESSAGES = { number: 'Your card number is incomplete.', expiry: "Your card's expiration date is incomplete.", cvc: "Your card's security code is incomplete." } as const;

/** The sandbox card form (test mode only). */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().check(z.minLength(10), z.maxLength(200)),
  card: z.optional(
    z.object({
      number: z.string({ error: SANDBOX_CARD_MESSAGES.number }).check(z.trim(), z.minLength(12, SANDBOX_CARD_MESSAGES.number), z.maxLength(23)),
      expiry: z.string({ error: SANDBOX_CARD_MESSAGES.expiry }).check(z.trim(), z.regex(/^\d{2}\s*\/\s*\d{2}$/, SANDBOX_CARD_MESSAGES.expiry)),
      cvc: z.string({ error: SANDBOX_CARD_MESSAGES.cvc }).check(z.trim(), z.regex(/^\d{3,4}$/, SANDBOX_CARD_MESSAGES.cvc)),
    }),
  ),
  authenticate: z.optional(z.boolean()),
});
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;

export const sandboxIntentSchema = z.object({
  status: z.string(),
  message: z.nullable(z.string()),
});

/** Accepting or declining the one-time offer; the price is the server's, whatever is sent. */
export const upsellBodySchema = z.looseObject({ accepted: z.boolean({ error: 'Say whether the offer was accepted' }) });
export const upsellResultSchema = z.object({
  status: z.enum(['accepted', 'declined', 'requires_action', 'failed']),
  /** For requires_action: confirm the card with this (3-D Secure), then the order completes. */
  clientSecret: z.nullable(z.string()),
  paymentIntentId: z.nullable(z.string()),
  message: z.nullable(z.string()),
});
export type UpsellResult = z.infer<typeof upsellResultSchema>;

/**
 * The one-time offer as the server sees it (`GET /api/upsells/:code`), for the page to check on load:
 * `open` until answered or over; `none` when the order has no offer (only the funnel's main reading
 * has one). `expiresAt` is the server's end of the offer (null with none); the page counts down to it.
 */
export const upsellStateSchema = z.object({
  state: z.enum(['open', 'accepted', 'declined', 'expired', 'none']),
  /**
   * The paying browser or the signed-in owner asks: the offer is theirs to see and answer. Anyone else
   * holding the code hears only of an accepted offer, as the order's purchases list shows it
   * (`yours: false`, no end time); any other state is refused to them (403 offer_not_yours).
   */
  yours: z.boolean(),
  expiresAt: z.nullable(isoDateTimeSchema),
  /** What accepting charges (the products table's price now), or what the accepted offer charged. */
  priceCents: z.int(),
  /** Where the funnel goes after the offer: the onboarding questions, or the end once they are answered. */
  next: z.enum(['onboarding', 'complete']),
});
export type UpsellState = z.infer<typeof upsellStateSchema>;

export const RELATIONSHIP_STATUSES = [
  { value: 'single', label: 'Single' },
  { value: 'dating', label: 'Dating' },
  { value: 'in_relationship', label: 'In a relationship' },
  { value: 'engaged', label: 'Engaged' },
  { value: 'married', label: 'Married' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'complicated', label: "It's complicated" },
] as const;

const ONBOARDING_TEN = 'Please provide at least 10 characters';

export const onboardingInputSchema = z.object({
  currentRelationshipStatus: z.enum(RELATIONSHIP_STATUSES.map((s) => s.value) as [string, ...string[]], {
    error: 'Please select your current relationship status',
  }),
  pastRelationshipPatterns: z.string({ error: ONBOARDING_TEN }).check(z.trim(), z.minLength(10, ONBOARDING_TEN), z.maxLength(5000)),
  desiredQualities: z.string({ error: ONBOARDING_TEN }).check(z.trim(), z.minLength(10, ONBOARDING_TEN), z.maxLength(5000)),
  additionalInfo: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;
