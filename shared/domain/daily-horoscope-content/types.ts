/** The parts of life a daily horoscope speaks to, one paragraph each, in this order. */
export const DAILY_THEMES = ['love', 'work', 'self'] as const;

export type DailyTheme = (typeof DAILY_THEMES)[number];

/** Headings for the paragraphs, for pages and e-mails that show them. */
export const DAILY_THEME_TITLES: Readonly<Record<DailyTheme, string>> = Object.freeze({
  love: 'Love',
  work: 'Work',
  self: 'Wellbeing',
});

/**
 * One theme's lines for one sign. A paragraph is a lead (how the day looks for the sign in that part of
 * life) followed by an advice (what to do with it). Every lead is written to read well before every
 * advice of its theme, so a theme's lines make leads x advice different paragraphs.
 */
export interface ThemeLines {
  leads: readonly string[];
  advice: readonly string[];
}

/** Our own daily horoscope text for one sign: three themes and the day's "Special Insight" lines. */
export type SignDailyContent = Readonly<Record<DailyTheme, ThemeLines>> & {
  insights: readonly string[];
};
