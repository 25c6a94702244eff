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

/** What pressing the toggle will do: the button says the action, not the state it is in. */
export function themeToggleLabel(theme: PlayerTheme): string {
  return theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
}

/**
 * Each theme's classes, in one place, for the whole page or dialog: its background and text, the
 * cards, controls and sliders. The dark one is the site's night sky; the light one a warm paper with
 * violet ink, every pair at WCAG AA contrast or better: text on the page #f4eee0 and the cards #fbf7ee
 * is #231a4d (14:1), #4b4372 (7.7:1), headings #6d28d9 (6.1:1), eyebrows #5b21b6 (7.8:1), "saved"
 * #166534 (6.5:1), an error #b91c1c (5.6:1); white on the play button #6d28d9 (7.1:1); the
 * controls' borders and the slider's fill and thumb, #7c3aed and #6d28d9, stand 5:1 or more from what
 * is around them (the 3:1 asked of a control's edges).
 */
export const THEME_CLASSES = {
  dark: {
    /** The page itself (the site's own background) and the dashboard's dialog (the kit's own). */
    page: '',
    dialog: '',
    eyebrow: 'text-gold-300',
    title: 'text-mist',
    /** A link styled as the kit's secondary button ("Return to Dashboard"). */
    secondary: '',
    danger: 'text-danger',
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
    page: 'bg-[#f4eee0] text-[#231a4d] [color-scheme:light]',
    // Over the kit's own classes (dialog, secondary button, slider), so marked important (!): without
    // class merging, which of two colour classes wins is the stylesheet's order, not this list's.
    // The dialog's title (its h2) and close button are the kit's; recoloured from here for the paper.
    dialog: 'border-violet-300! bg-[#f4eee0]! text-[#231a4d]! [color-scheme:light] [&>h2]:text-[#5b21b6] [&>button]:text-[#231a4d] [&>button:hover]:bg-violet-300/40',
    eyebrow: 'text-[#5b21b6]',
    title: 'text-[#231a4d]',
    secondary: 'border-[#7c3aed]! bg-white! text-[#231a4d]! hover:bg-violet-300/40!',
    danger: 'text-[#b91c1c]',
    surface: 'border-violet-300 bg-[#fbf7ee] text-[#231a4d] [color-scheme:light]',
    panel: 'border-violet-300/70 bg-white/70',
    heading: 'text-[#6d28d9]',
    muted: 'text-[#4b4372]',
    control: 'border border-[#7c3aed] bg-white text-[#231a4d] hover:bg-violet-300/40',
    play: 'bg-[#6d28d9] text-white shadow-card hover:bg-[#5b21b6]',
    ok: 'text-[#166534]',
    focus: '[&_:focus-visible]:outline-[#6d28d9]',
    bars: ['#7c3aed', '#d9a22b'] as [string, string],
    slider: { track: 'bg-violet-300/70!', range: 'from-[#6d28d9]! to-[#7c3aed]!', thumb: 'border-[#6d28d9]! bg-white! shadow-none!' },
  },
} as const;
