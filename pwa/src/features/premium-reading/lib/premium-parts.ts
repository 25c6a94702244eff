import { PRODUCT_IDS } from '@shared/domain/products';
import { readingContentFor, readingViewHref, type ContentGroup, type ContentSlot, type ReadingContent } from '@shared/domain/reading-content';
import { paths } from '@shared/routes/page-paths';
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

export type BonusKind = 'spirit-animal' | 'money-tree' | 'audio';

/** A bonus card: its text where staff wrote it here, and the way to the bonus's own page once it is ready. */
export interface BonusCard {
  kind: BonusKind;
  title: string;
  text?: string;
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

const BONUS_OF_FIELD: Partial<Record<PremiumField, { kind: BonusKind; productId: number; linkLabel: string }>> = {
  spiritAnimalTarot: { kind: 'spirit-animal', productId: PRODUCT_IDS.spiritAnimalTarot, linkLabel: 'Open Your Spirit-Animal Reading' },
  moneyTreeTarot: { kind: 'money-tree', productId: PRODUCT_IDS.moneyTree, linkLabel: 'Open Your Money-Tree Spread' },
  manifestationAudio: { kind: 'audio', productId: PRODUCT_IDS.manifestationAudio, linkLabel: 'Listen to Your Meditation' },
};

function filled(group: ContentGroup, reading: PremiumReading): FilledField[] {
  return group.fields.flatMap(({ field, label }) => {
    const text = reading.premium[field]?.trim();
    return text ? [{ field, label, text }] : [];
  });
}

/**
 * A bonus shows when staff wrote it into this reading or finished its own order. The audio's card
 * always leads to the player: of its own order when there is one, else of this reading's code.
 */
function bonusCards(group: ContentGroup, reading: PremiumReading): BonusCard[] {
  return group.fields.flatMap(({ field, label }): BonusCard[] => {
    const bonus = BONUS_OF_FIELD[field];
    if (!bonus) return [];
    const text = reading.premium[field]?.trim();
    const ready = reading.bonusOrders.find((order) => order.productId === bonus.productId && order.completed);
    if (!text && !ready) return [];
    if (bonus.kind === 'audio') {
      return [{ kind: bonus.kind, title: label, link: { to: paths.audioExperience.href((ready ?? reading).requestCode), label: bonus.linkLabel } }];
    }
    return [{ kind: bonus.kind, title: label, text, link: ready ? { to: readingViewHref(ready.productId, ready.requestCode), label: bonus.linkLabel } : undefined }];
  });
}

export function premiumParts(reading: PremiumReading): PremiumParts {
  const content = readingContentFor(reading.productId);
  const groups = (slot: ContentSlot) => content.groups.filter((group) => group.slot === slot);
  const insightGroups = content.groups
    .filter((group) => group.slot === 'reading' || group.slot === 'report' || group.slot === 'questions' || group.slot === 'insights')
    .map((group) => ({ slot: group.slot, title: group.title, fields: filled(group, reading) }))
    .filter((group) => group.fields.length > 0);
  const bonuses = groups('bonuses').flatMap((group) => bonusCards(group, reading));
  const gifts = groups('gifts').flatMap((group) => filled(group, reading));
  const hasInsights = insightGroups.length > 0 || reading.notes !== null;
  const tabs: PremiumTab[] = [...(hasInsights ? ['insights' as const] : []), ...(bonuses.length ? ['bonus' as const] : []), ...(gifts.length ? ['gifts' as const] : [])];
  return { content, sketchDetails: groups('sketch').flatMap((group) => filled(group, reading)), insightGroups, bonuses, gifts, tabs };
}
