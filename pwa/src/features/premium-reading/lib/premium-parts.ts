import { FULL_READING_PRODUCT_ID, productEntry, productName, type BonusIcon } from '@shared/domain/products';
import { readingContentFor, readingViewHref, type ContentGroup, type ContentSlot, type ReadingContent } from '@shared/domain/reading-content';
import type { PremiumField } from '@shared/schemas/admin';
import type { PremiumReading } from '@shared/schemas/premium-reading';

/** A field with its text, under the product's label for it. */
export interface FilledField {
  field: PremiumField;
  label: string;
  text: string;
}

export interface FilledGroup {
  slot: ContentSlot;
  title: string;
  fields: FilledField[];
}

/**
 * A bonus of the payment (spirit animal, money tree, meditation): each is its own order, made and
 * delivered on its own, so its card says it is ready only when that order is, and then leads to it.
 */
export interface BonusCard {
  kind: BonusIcon;
  title: string;
  /** The way to the bonus's own page, once its order is delivered; absent while it is being prepared. */
  link?: { to: string; label: string };
}

export type PremiumTab = 'insights' | 'bonus' | 'gifts';

export const PREMIUM_TAB_LABELS: Record<PremiumTab, string> = {
  insights: 'Detailed Insights',
  bonus: 'Bonus Content',
  gifts: 'Surprise Gifts',
};

/** What the page shows: only the parts whose content exists, and only the tabs with something in them. */
export interface PremiumParts {
  content: ReadingContent;
  sketchDetails: FilledField[];
  /** The `reading`, `report`, `questions` and `insights` groups that have text, in the table's order. */
  insightGroups: FilledGroup[];
  bonuses: BonusCard[];
  gifts: FilledField[];
  tabs: PremiumTab[];
}

const OPEN_LABELS: Record<BonusIcon, string> = {
  'spirit-animal': 'Open Your Spirit-Animal Reading',
  'money-tree': 'Open Your Money-Tree Spread',
  audio: 'Listen to Your Meditation',
};

/** The full reading's bonuses, in its registry entry's order. */
const BONUS_OFFERS = productEntry(FULL_READING_PRODUCT_ID)?.bonuses?.offers ?? [];

function filled(group: ContentGroup, reading: PremiumReading): FilledField[] {
  return group.fields.flatMap(({ field, label }) => {
    const text = reading.premium[field]?.trim();
    return text ? [{ field, label, text }] : [];
  });
}

/** The payment's bonus orders, each ready (with the way to its page) or still being prepared. */
function bonusCards(reading: PremiumReading): BonusCard[] {
  return BONUS_OFFERS.flatMap((offer): BonusCard[] => {
    const order = reading.bonusOrders.find((bonus) => bonus.productId === offer.productId);
    if (!order) return [];
    const title = productName(offer.productId);
    return [{ kind: offer.icon, title, link: order.completed ? { to: readingViewHref(order.productId, order.requestCode), label: OPEN_LABELS[offer.icon] } : undefined }];
  });
}

export function premiumParts(reading: PremiumReading): PremiumParts {
  const content = readingContentFor(reading.productId);
  const groups = (slot: ContentSlot) => content.groups.filter((group) => group.slot === slot);
  const insightGroups = content.groups
    .filter((group) => group.slot === 'reading' || group.slot === 'report' || group.slot === 'questions' || group.slot === 'insights')
    .map((group) => ({ slot: group.slot, title: group.title, fields: filled(group, reading) }))
    .filter((group) => group.fields.length > 0);
  const bonuses = bonusCards(reading);
  const gifts = groups('gifts').flatMap((group) => filled(group, reading));
  const hasInsights = insightGroups.length > 0 || reading.notes !== null;
  const tabs: PremiumTab[] = [...(hasInsights ? ['insights' as const] : []), ...(bonuses.length ? ['bonus' as const] : []), ...(gifts.length ? ['gifts' as const] : [])];
  return { content, sketchDetails: groups('sketch').flatMap((group) => filled(group, reading)), insightGroups, bonuses, gifts, tabs };
}
