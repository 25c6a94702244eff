/** Brand facts shown across the shop and in mail. */
export const BRAND = {
  name: 'SoulSketch',
  tagline: 'Free Tarot Reading & Soulmate Sketch',
  footerLine: 'SoulSketch connects souls through tarot reading and psychic insights.',
  supportEmail: 'support@soulsketch.app',
  disclaimer:
    'For entertainment purposes only. You must be 18 or older to use this service. Some content may be AI-assisted.',
} as const;

export const MINIMUM_AGE = 18;

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok' | 'pinterest';

/**
 * SoulSketch's social profiles, shown as icons in the footer. Empty until the real profiles exist:
 * the footer shows an icon only for a profile listed here with its https address, never one leading nowhere.
 */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; url: string }[] = [];
