import { useCallback, useState } from 'react';

/** The player's own light/dark toggle, remembered on this device. */
export type PlayerTheme = 'dark' | 'light';

const KEY = 'soulsketch-meditation-theme';

function storedTheme(): PlayerTheme {
  try {
    return window.localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function usePlayerTheme(): [PlayerTheme, () => void] {
  const [theme, setTheme] = useState<PlayerTheme>(storedTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(KEY, next);
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  return [theme, toggle];
}

/**
 * Each theme's classes, in one place. The dark one is the site's night sky; the light one a warm paper
 * with violet ink, every pair at WCAG AA contrast or better (text on #fbf7ee: #231a4d 14:1, #4b4372 8:1).
 */
export const THEME_CLASSES = {
  dark: {
    surface: 'border-violet-400/25 bg-night-800/90 text-mist',
    panel: 'border-violet-400/20 bg-night-900/60',
    heading: 'text-gold-300',
    muted: 'text-mist-muted',
    control: 'border border-violet-400/50 bg-night-700/70 text-mist hover:bg-night-600',
    play: 'bg-gradient-to-br from-gold-300 to-gold-400 text-night-950 shadow-glow hover:from-gold-200 hover:to-gold-300',
    ok: 'text-success',
    focus: '',
    bars: ['#8b5cf6', '#f6d47a'] as [string, string],
    slider: {},
  },
  light: {
    surface: 'border-violet-300 bg-[#fbf7ee] text-[#231a4d] [color-scheme:light]',
    panel: 'border-violet-300/70 bg-white/70',
    heading: 'text-violet-600',
    muted: 'text-[#4b4372]',
    control: 'border border-violet-300 bg-white text-[#231a4d] hover:bg-violet-300/30',
    play: 'bg-violet-600 text-white shadow-card hover:bg-violet-500',
    ok: 'text-[#15803d]',
    focus: '[&_:focus-visible]:outline-violet-600',
    bars: ['#7c3aed', '#d9a22b'] as [string, string],
    slider: { track: 'bg-violet-300/60', range: 'from-violet-600 to-violet-400', thumb: 'border-violet-600 bg-white shadow-none' },
  },
} as const;
