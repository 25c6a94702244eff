import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS } from '@shared/domain/brand';
import { socialProfiles } from './social-profiles';

describe('socialProfiles', () => {
  it('shows nothing while the shop has no profiles', () => {
    expect(socialProfiles(SOCIAL_LINKS)).toEqual([]);
  });

  it('keeps only real https profile addresses, each network once', () => {
    const instagram = { network: 'instagram', url: 'https://www.instagram.com/soulsketch' } as const;
    expect(
      socialProfiles([
        instagram,
        { network: 'facebook', url: '#' },
        { network: 'tiktok', url: '' },
        { network: 'pinterest', url: 'http://pinterest.com/soulsketch' },
        { network: 'facebook', url: 'https://localhost' },
        { network: 'instagram', url: 'https://www.instagram.com/other' },
      ]),
    ).toEqual([instagram]);
  });
});
