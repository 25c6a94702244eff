import { accessTo, readerOf, type Refusal } from '@shared/domain/access-policy';
import { parsePremium } from '@shared/domain/premium-content';
import { contentFields, readingContentFor } from '@shared/domain/reading-content';
import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import type { PremiumContent } from '@shared/schemas/admin';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../http/errors';
import type { PremiumReadingRecord, PremiumReadingRepo } from '../orders/premium-reading.repo';
import type { Viewer } from '../orders/reading-access';

/** The product's premium fields that have text; the page shows a part only when its content exists. */
function productPremium(record: PremiumReadingRecord): PremiumContent {
  const stored = parsePremium(record.premiumJson) ?? {};
  const fields = contentFields(readingContentFor(record.productId));
  return Object.fromEntries(fields.flatMap((field) => (stored[field]?.trim() ? [[field, stored[field]]] : [])));
}

export function toPremiumReading(record: PremiumReadingRecord): PremiumReading {
  const content = readingContentFor(record.productId);
  return {
    requestCode: record.requestCode,
    productId: record.productId,
    productName: record.productName,
    completed: record.readingCompleted,
    profile: {
      name: record.customerName,
      birthdate: record.birthdate,
      zodiacSign: record.birthdate ? (zodiacSignForIsoDate(record.birthdate)?.id ?? null) : null,
      question: record.question,
      readingDate: record.readingCompleted ? record.completedAt : null,
    },
    sketch: content.sketch && record.sketchUrl ? { url: record.sketchUrl, alt: record.sketchAlt?.trim() || `Soulmate sketch drawn for ${record.customerName}` } : null,
    notes: record.readingNotes?.trim() ? record.readingNotes : null,
    premium: productPremium(record),
    bonusOrders: record.bonusOrders,
  };
}

const SIGN_IN = 'Please log in to view your reading.';

/** Each refusal of the access policy as this page's answer. */
const REFUSALS: Record<Refusal, () => Error> = {
  signed_out: () => new UnauthorizedError(SIGN_IN),
  not_yours: () => new ForbiddenError("This reading doesn't belong to your account."),
  payment_required: () => new ConflictError('This reading opens once its order is paid.', 'payment_required'),
  // The page then shows the refund and its date (the order's own answer by code carries it).
  refunded: () => new ConflictError('This order was refunded, so its reading is closed.', 'order_refunded'),
  not_delivered: () => new ConflictError('This reading is not ready yet.'),
};

/**
 * The premium page's read: a premium reading is shown only to its owner (or staff). The
 * request code in a link is not enough here: the session decides, through the access policy. Signed
 * out: log in first, whether the code exists or not, so the answer tells a stranger nothing. Another
 * customer: forbidden. The owner of an unpaid order: payment_required, and the page sends them to the
 * first reading; of a refunded one: order_refunded, and the page says when it was refunded.
 */
export function createPremiumReadingService(repo: PremiumReadingRepo) {
  return {
    async get(code: string, viewer: Viewer): Promise<PremiumReading> {
      if (!viewer) throw new UnauthorizedError(SIGN_IN);
      const record = await repo.findByCode(code);
      if (!record) throw new NotFoundError("We couldn't find your premium reading. Please check your link and try again.");
      const access = accessTo('premium', readerOf(viewer, record.userId), { ...record, delivered: record.readingCompleted });
      if (!access.granted) throw REFUSALS[access.refusal]();
      return toPremiumReading(record);
    },
  };
}

export type PremiumReadingService = ReturnType<typeof createPremiumReadingService>;
