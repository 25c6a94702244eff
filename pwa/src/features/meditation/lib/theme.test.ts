import { describe, expect, it } from 'vitest';
import { THEME_CLASSES, themeToggleLabel } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const light = THEME_CLASSES.light;
/** Every text colour the light theme names, in any of its class lists (`text-[#231a4d]`, `[&>h2]:text-[#5b21b6]`). */
const lightTextColours = [
  ...new Set(
    (Object.values(light) as unknown[])
      .filter((value): value is string => typeof value === 'string')
      .flatMap((classes) => [...classes.matchAll(/text-\[(#[0-9a-f]{6})\]/gi)].map((match) => match[1]!.toLowerCase())),
  ),
];
/** The light theme's page, card and control backgrounds: text sits on each of them somewhere. */
const lightBackgrounds = ['#f4eee0', '#fbf7ee', '#ffffff'];

describe('the player theme', () => {
  it('names in its toggle what a press will do', () => {
    expect(themeToggleLabel('dark')).toBe('Switch to light mode');
    expect(themeToggleLabel('light')).toBe('Switch to dark mode');
  });

  it('paints the whole page and dialog in light mode, not only the cards', () => {
    expect(light.page).toContain('bg-[#f4eee0]');
    expect(light.dialog).toContain('bg-[#f4eee0]');
  });

  it("keeps every light text colour at WCAG AA (4.5:1) on the page's, the cards' and the controls' backgrounds", () => {
    expect(lightTextColours.length).toBeGreaterThanOrEqual(5);
    for (const text of lightTextColours) {
      for (const background of lightBackgrounds) {
        expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps the play button and the slider at AA: white on its violet, and the fill and thumb 3:1 from the paper', () => {
    const violet = /bg-\[(#[0-9a-f]{6})\]/i.exec(light.play)![1]!;
    expect(light.play).toContain('text-white');
    expect(contrast('#ffffff', violet)).toBeGreaterThanOrEqual(4.5);
    for (const edge of [...light.slider.range.matchAll(/(?:from|to)-\[(#[0-9a-f]{6})\]/gi), ...light.slider.thumb.matchAll(/border-\[(#[0-9a-f]{6})\]/gi)]) {
      for (const background of lightBackgrounds) expect(contrast(edge[1]!, background)).toBeGreaterThanOrEqual(3);
    }
  });
});
