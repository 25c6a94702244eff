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
