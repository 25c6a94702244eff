/**
 * Our own written horoscope text for one sign.
 * The weekly horoscope draws from `forecasts` and `insights`; the confirmation page shows one of the
 * five `sentences` at random.
 */
export interface SignHoroscopeContent {
  forecasts: readonly string[];
  insights: readonly string[];
  sentences: readonly [string, string, string, string, string];
}
