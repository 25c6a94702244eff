import type { ReactNode } from 'react';
import { SOCIAL_LINKS, type SocialNetwork } from '@shared/domain/brand';
import { Icon } from '@/components/ui/icon';
import { socialProfiles } from './social-profiles';

/**
 * The footer's social icons: one per profile listed in SOCIAL_LINKS (shared/domain/brand.ts) with a real
 * address, and none at all while that list is empty, so no icon leads nowhere. Icons are our own simple
 * line drawings, not the networks' logo files.
 */
const NETWORKS: Record<SocialNetwork, { label: string; icon: ReactNode }> = {
  instagram: {
    label: 'SoulSketch on Instagram',
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="5" />
        <circle cx="12" cy="12" r="3.5" />
        <circle cx="17" cy="7" r="0.6" fill="currentColor" />
      </>
    ),
  },
  facebook: {
    label: 'SoulSketch on Facebook',
    icon: <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6H14v-6h2.5l.5-3.5h-3V8.5a.5.5 0 0 1 .5-.5z" />,
  },
  tiktok: {
    label: 'SoulSketch on TikTok',
    icon: <path d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5M14 4c.5 2.5 2.3 4 5 4" />,
  },
  pinterest: {
    label: 'SoulSketch on Pinterest',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M11 9.5c2.5-1.5 5 .2 4.2 2.8-.6 2-2.7 2.5-3.8 1.4M11.8 11l-2.3 9" />
      </>
    ),
  },
};

export function SocialLinks() {
  const profiles = socialProfiles(SOCIAL_LINKS);
  if (profiles.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label="Social media">
      {profiles.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${NETWORKS[network].label} (opens in a new tab)`}
            className="grid size-11 place-items-center rounded-full border border-violet-400/40 text-mist-muted transition-colors hover:border-gold-300 hover:text-gold-300"
          >
            <Icon strokeWidth={1.6} className="size-5">
              {NETWORKS[network].icon}
            </Icon>
          </a>
        </li>
      ))}
    </ul>
  );
}
