import type { QueryClient } from '@tanstack/react-query';
import { serverRenderedPageAt, type ServerPageAnswer, type ServerPageAnswers } from '@shared/routes/server-rendered-pages';
import { parseCodeParam } from '@/lib/request-code-param';
// Deep imports, not the features' entry points: the browser loads this before hydrating a page, and
// needs the keys only, not the screens behind them.
import { pricesQueryOptions } from '@/features/checkout/api/get-prices';
import { socialProofQueryOptions } from '@/features/preview/api/get-social-proof';
import { readingKeys } from '@/features/readings/api/reading-keys';

/** The query each answer is read through on the page: the same keys as the screens' own reads. */
const QUERY_KEYS: Record<ServerPageAnswer, (code: string) => readonly unknown[]> = {
  reading: (code) => readingKeys.detail(code),
  prices: () => pricesQueryOptions().queryKey,
  socialProof: () => socialProofQueryOptions().queryKey,
};

/**
 * Puts the answers the server drew a page from into a query cache, under the keys its screens read
 * (the code as the page reads it from its address: canonical, so every spelling shares one entry). The
 * page then renders with them at once, on the server and in the hydrating browser alike. Answers the
 * page's code, or undefined where the address is not a server-rendered page's.
 */
export function seedPageAnswers(client: QueryClient, pathname: string, answers: ServerPageAnswers): string | undefined {
  const found = serverRenderedPageAt(pathname);
  const param = found ? parseCodeParam(found.code) : undefined;
  if (param?.state !== 'valid') return undefined;
  for (const [answer, data] of Object.entries(answers) as [ServerPageAnswer, unknown][]) {
    if (data !== undefined) client.setQueryData(QUERY_KEYS[answer](param.code), data);
  }
  return param.code;
}
