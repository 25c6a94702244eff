import { paymentStands } from '@shared/domain/order-status';
import { contentFields, readingContentFor } from '@shared/domain/reading-content';
import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import type { PremiumContent } from '@shared/schemas/admin';
import { isStaffRole } from '@shared/schemas/auth';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../http/errors';
import { parsePremium } from '../admin/admin-readings.repo';
import type { PremiumReadingRecord, PremiumReadingRepo } from './premium-reading.repo';
import type { Viewer } from './reading-access';

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

/**
 * The premium page's read (DECISIONS.md: "A premium reading is shown only to its owner (or staff)"). The
 * request code in a link is not enough here: the session decides. Signed out: log in first (whether the
 * code exists or not, so the answer tells a stranger nothing). Another customer: forbidden. The owner of
 * an unpaid (or refunded) order: payment_required, and the page sends them to the first reading.
 */
export function createPremiumReadingService(repo: PremiumReadingRepo) {
  return {
    async get(code: string, viewer: Viewer): Promise<PremiumReading> {
      if (!viewer) throw new UnauthorizedError('Please log in to view your reading.');
      const record = await repo.findByCode(code);
      if (!record) throw new NotFoundError("We couldn't find your premium reading. Please check your link and try again.");
      if (!isStaffRole(viewer.role)) {
        if (record.userId === null || record.userId !== viewer.id) throw new ForbiddenError("This reading doesn't belong to your account.");
        if (!paymentStands(record)) throw new ConflictError('This reading opens once its order is paid.', 'payment_required');
      }
      return toPremiumReading(record);
    },
  };
}

export type PremiumReadingService = ReturnType<typeof createPremiumReadingService>;
