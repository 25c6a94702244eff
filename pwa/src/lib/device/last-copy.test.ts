import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { offlineDb } from './database';
import { forgetAccountOnDevice } from './forget';
import { keepLastCopy, lastCopyPersister } from './last-copy';

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
  await offlineDb.readingCopies.clear();
});

async function saved(atLeast = 1): Promise<number> {
  // The copy is written after the answer is returned: wait for it.
  for (let tries = 0; tries < 50 && (await offlineDb.readingCopies.count()) < atLeast; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return offlineDb.readingCopies.count();
}

const unreachable = async (): Promise<never> => {
  throw new ApiError(0, 'network', 'offline');
};

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
    await forgetAccountOnDevice();
    answer = async () => {
      throw new ApiError(503, 'unavailable', 'Down');
    };
    await expect(fetchOrders(new QueryClient(), '7')).rejects.toMatchObject({ status: 503 });
  });
});

describe('one last copy for readings and queries', () => {
  it('keys every copy kind|account|ref, the account it was sent to', async () => {
    await keepLastCopy({ kind: 'premium', ref: 'AB12CD', account: '7' }, async () => ({ text: 'full' }));
    answer = async () => ['order 1'];
    await fetchOrders(new QueryClient(), '7');
    await saved(2);
    const rows = await offlineDb.readingCopies.toArray();
    expect(rows.map((row) => [row.key, row.accountId]).sort()).toEqual([
      ['premium|7|AB12CD', '7'],
      ['query|7|["account","orders","7"]', '7'],
    ]);
  });

  it("an asker finds their own copy first, then one kept for anyone, never another account's", async () => {
    await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '', ownerOf: () => '' }, async () => 'preview');
    await saved(1);
    await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '7' }, async () => 'full for 7');
    await saved(2);

    expect(await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '7' }, unreachable)).toBe('full for 7');
    expect(await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '8' }, unreachable)).toBe('preview');
    expect(await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '' }, unreachable)).toBe('preview');
    // Another kind of copy of the same code never stands in.
    await expect(keepLastCopy({ kind: 'premium', ref: 'AB12CD', account: '7' }, unreachable)).rejects.toMatchObject({ code: 'network' });
  });

  it("keeps nothing when the answer is nobody's to keep", async () => {
    await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '', ownerOf: () => undefined }, async () => 'full, without an account');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await offlineDb.readingCopies.count()).toBe(0);
  });

  it("forgetting the account removes every account's copies and keeps the ones for anyone", async () => {
    await keepLastCopy({ kind: 'reading', ref: 'AB12CD', account: '', ownerOf: () => '' }, async () => 'preview');
    await keepLastCopy({ kind: 'premium', ref: 'AB12CD', account: '7' }, async () => 'full for 7');
    await keepLastCopy({ kind: 'premium', ref: 'EF34GH', account: '8' }, async () => 'full for 8');
    await saved(3);
    await forgetAccountOnDevice();
    expect((await offlineDb.readingCopies.toArray()).map((row) => row.key)).toEqual(['reading||AB12CD']);
  });
});
