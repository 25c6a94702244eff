/**
 * `npm run bench -- --postgres`: the built server on one PostgreSQL database (created for the run and
 * dropped afterwards), as ONE process and then as TWO, on this machine in the same run. For two, the
 * load generator's connections take the two ports in turn. What is printed is the ratio two/one of
 * each figure: with every process, PostgreSQL and the load generator sharing the machine's few cores,
 * it shows what a second process costs (shared counters, two pools, scheduling), not how a fleet scales.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchRoutes, type Result } from './load';
import { createBenchDatabase, waitForMailSent } from './postgres-database';
import { startShop, stopAll } from './shop-process';

/** Runs both measurements in the folder `work`; answers whether every request was answered without error. */
export async function benchPostgres(work: string, serverUrl: string): Promise<boolean> {
  const database = await createBenchDatabase(serverUrl);
  try {
    // One data folder for the shop, as processes of one shop on one machine would share it.
    const shop = { dataDir: join(work, 'shop'), databaseUrl: database.url };
    // Started one after the other: the first runs the migrations on the empty database.
    const first = await startShop(shop);
    const one = await benchRoutes(`One process (built server, PostgreSQL database ${database.name})`, [first.url]);
    // A free reading's mail goes out after its answer; the two processes are measured once the first
    // has sent all of it, so that they do not also carry its backlog.
    console.log(`  (the queued confirmation mails were all sent ${(await waitForMailSent(database.url)).toFixed(0)} s after the POSTs ended)`);
    const second = await startShop(shop);
    const two = await benchRoutes('Two processes (connections take turns between their ports)', [first.url, second.url]);
    await stopAll();

    const cores = availableParallelism();
    console.log(`\nTwo processes / one, on ${cores} cores (load average now ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
    console.log(`  The load generator, both processes and PostgreSQL share these ${cores} cores: the ratio shows`);
    console.log('  the overhead of a second process, not scaling. Latency ratios above 1x are slower.');
    console.log(`  ${''.padEnd(6)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`);
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a').padStart(7);
    for (const kind of ['read', 'write'] as const) {
      const [o, t]: [Result, Result] = [one[kind], two[kind]];
      console.log(`  ${kind.padEnd(6)} ${ratio(t.rps, o.rps)} ${ratio(t.p50, o.p50)} ${ratio(t.p99, o.p99)}`);
    }
    return [one.read, one.write, two.read, two.write].every((result) => result.errors === 0);
  } finally {
    await stopAll();
    await database.drop();
  }
}
