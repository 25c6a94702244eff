/**
 * Our own written horoscope text for one sign (DECISIONS.md, "Content that the specs leave to us").
 * The weekly horoscope draws from `forecasts` and `insights`; the confirmation page shows one of the
 * five `sentences` at random.
 */
export interface SignHoroscopeContent {
  forecasts: readonly string[];
  insights: readonly string[];
  sentences: readonly [string, string, string, string, string];
}
