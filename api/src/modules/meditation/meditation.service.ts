import { accessTo, readerOf } from '@shared/domain/access-policy';
import { parsePremium } from '@shared/domain/premium-content';
import { deliversAudio } from '@shared/domain/products';
import { UPLOADED_AUDIO_ADDRESS } from '@shared/schemas/admin';
import { NotFoundError } from '../../http/errors';
import type { RangedFile } from '../../http/range';
import type { Viewer } from '../orders/reading-access';
import type { AudioOrderRepo } from '../orders/audio-order.repo';

/** Our Love Manifestation Meditation, made by scripts/make-meditation.sh, under the API's assets folder. */
export const BUNDLED_MEDITATION = { path: 'audio/love-manifestation-meditation.m4a', type: 'audio/mp4' } as const;

/** The audio page's one error, for every refusal alike: it tells a stranger nothing. */
export const AUDIO_NOT_FOUND = "Sorry, we couldn't find your audio.";

/** The stored name of the order's own audio file, if staff attached one; otherwise the bundled meditation plays. */
export function attachedAudioName(premiumJson: string | null): string | undefined {
  const address = parsePremium(premiumJson)?.manifestationAudio?.trim() ?? '';
  return UPLOADED_AUDIO_ADDRESS.exec(address)?.[1];
}

interface Deps {
  repo: AudioOrderRepo;
  /** Our Love Manifestation Meditation, shipped with the API (api/assets/audio). */
  bundled: () => Promise<RangedFile>;
  /** An uploaded audio file by stored name, or undefined. */
  openUpload: (name: string) => Promise<RangedFile | undefined>;
}

/**
 * The audio of a paid order is for its owner only: the access policy opens it to the order's owner once
 * it is paid, not refunded and delivered (at the payment: docs/decisions/017-product-registry.md), and
 * to staff, who check what the customer hears. Every refusal, and every other order, get the same 404:
 * the answer never tells whether a request code exists. The code in a link is not enough on its own.
 */
export function createMeditationService({ repo, bundled, openUpload }: Deps) {
  return {
    async audioFor(code: string, viewer: Viewer): Promise<RangedFile> {
      if (!viewer) throw new NotFoundError(AUDIO_NOT_FOUND);
      const order = await repo.findByCode(code);
      if (!order || !deliversAudio(order.productId)) throw new NotFoundError(AUDIO_NOT_FOUND);
      if (!accessTo('audio', readerOf(viewer, order.userId), order).granted) throw new NotFoundError(AUDIO_NOT_FOUND);
      const attached = attachedAudioName(order.premiumJson);
      if (!attached) return bundled();
      const file = await openUpload(attached);
      if (!file) throw new NotFoundError(AUDIO_NOT_FOUND);
      return file;
    },
  };
}

export type MeditationService = ReturnType<typeof createMeditationService>;
