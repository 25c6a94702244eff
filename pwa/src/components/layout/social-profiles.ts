import type { SocialNetwork } from '@shared/domain/brand';

export interface SocialProfile {
  network: SocialNetwork;
  url: string;
}

/**
 * The profiles the footer may show: only a real web address (https, with a host) leads somewhere, so
 * an empty, "#" or half-filled entry shows no icon at all. Each network once, in the order listed.
 */
export function socialProfiles(links: readonly SocialProfile[]): SocialProfile[] {
  const seen = new Set<SocialNetwork>();
  return links.filter(({ network, url }) => {
    if (seen.has(network) || !isProfileUrl(url)) return false;
    seen.add(network);
    return true;
  });
}

function isProfileUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}
