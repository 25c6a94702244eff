import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { offlineDb } from '@/lib/device/database';
import { clearLastCopies, lastCopyPersister } from './last-copy';

/** The dashboard's offline copy, through a real QueryClient and an in-memory IndexedDB. */
let answer: () => Promise<string[]>;
const fetchOrders = (client: QueryClient, accountId: string) =>
  client.fetchQuery({
    queryKey: ['account', 'orders', accountId] as const,
    queryFn: () => answer(),
    persister: lastCopyPersister<string[], readonly ['account', 'orders', string]>(accountId),
    retry: false,
  });

beforeEach(async () => {
  await offlineDb.savedQueries.clear();
});

async function saved(): Promise<number> {
  // The copy is written after the answer is returned: wait for it.
  for (let tries = 0; tries < 50 && (await offlineDb.savedQueries.count()) === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return offlineDb.savedQueries.count();
}

describe('the last copy of the orders', () => {
  it('answers with the last copy when the server cannot be reached, for the same account only', async () => {
    answer = async () => ['order 1'];
    expect(await fetchOrders(new QueryClient(), '7')).toEqual(['order 1']);
    expect(await saved()).toBe(1);

    answer = async () => {
      throw new ApiError(0, 'network', 'offline');
    };
    // A new app start (empty memory cache): the copy stands in.
    expect(await fetchOrders(new QueryClient(), '7')).toEqual(['order 1']);
    await expect(fetchOrders(new QueryClient(), '8')).rejects.toMatchObject({ code: 'network' });
  });

  it('a server that answers (401, 404) is believed, never covered with the copy', async () => {
    answer = async () => ['order 1'];
    await fetchOrders(new QueryClient(), '7');
    await saved();
    answer = async () => {
      throw new ApiError(401, 'unauthorized', 'Log in');
    };
    await expect(fetchOrders(new QueryClient(), '7')).rejects.toMatchObject({ status: 401 });
  });

  it('logging out clears every copy', async () => {
    answer = async () => ['order 1'];
    await fetchOrders(new QueryClient(), '7');
    await saved();
    await clearLastCopies();
    answer = async () => {
      throw new ApiError(503, 'unavailable', 'Down');
    };
    await expect(fetchOrders(new QueryClient(), '7')).rejects.toMatchObject({ status: 503 });
  });
});
