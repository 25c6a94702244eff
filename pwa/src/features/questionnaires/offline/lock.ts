import type { OfflineDatabase } from '@/lib/device/database';

/**
 * One drainer at a time across every tab and the service worker, so no answer is sent twice at once.
 * Web Locks where the browser has them (they are shared by the origin's pages and workers and freed
 * when a holder dies); elsewhere a lease row in IndexedDB that expires if its holder vanishes.
 */
export const OUTBOX_LOCK = 'questionnaire-outbox';

const LEASE_MS = 30_000;
const POLL_MS = 250;

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

function webLocks(): LockManagerLike | undefined {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

export async function withOutboxLock<T>(db: OfflineDatabase, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return locks.request(OUTBOX_LOCK, work);
  return withLease(db, work);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lease if it is free, expired or already ours; true when we hold it now. */
export async function takeLease(db: OfflineDatabase, holder: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.outboxLease, async () => {
    const lease = await db.outboxLease.get(OUTBOX_LOCK);
    if (lease && lease.holder !== holder && lease.expiresAt > now) return false;
    await db.outboxLease.put({ name: OUTBOX_LOCK, holder, expiresAt: now + LEASE_MS });
    return true;
  });
}

async function releaseLease(db: OfflineDatabase, holder: string): Promise<void> {
  await db.transaction('rw', db.outboxLease, async () => {
    const lease = await db.outboxLease.get(OUTBOX_LOCK);
    if (lease?.holder === holder) await db.outboxLease.delete(OUTBOX_LOCK);
  });
}

/** The fallback: wait for the lease, keep it renewed while working, give it back at the end. */
export async function withLease<T>(db: OfflineDatabase, work: () => Promise<T>): Promise<T> {
  const holder = crypto.randomUUID();
  while (!(await takeLease(db, holder, Date.now()))) await sleep(POLL_MS);
  const renew = setInterval(() => void takeLease(db, holder, Date.now()).catch(() => undefined), LEASE_MS / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await releaseLease(db, holder).catch(() => undefined);
  }
}
