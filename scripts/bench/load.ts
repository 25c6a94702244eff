/**
 * The load `npm run bench` puts on the shop's two hot routes — reading a request by code and accepting
 * a free reading — with autocannon: bounded (BENCH_SECONDS, 10 s by default; 10 connections), 127.0.0.1
 * only. Given several base addresses (processes of one shop), the connections take them in turn, so the
 * load generator itself spreads the requests over the processes, with no proxy in between.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuTimeMs } from './shop-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const FREE_READING = {
  name: 'Bench Mark',
  birthdate: '1990-06-15',
  gender_preference: 'female',
  soulmate_trait: 'Patient, warm and curious about the world',
  question: 'When will I meet the person I am meant to be with?',
};
// Each request gets an address of its own (this run's id and a counter): past its share of mails an
// address gets no confirmation mail, so one repeated address would measure requests that skip the mail
// (and log a warning each) instead of the whole work of a visitor's request.
const RUN_ID = randomBytes(4).toString('hex');
let requestsMade = 0;
const freeReadingBody = () => JSON.stringify({ ...FREE_READING, email: `bench-${RUN_ID}-${++requestsMade}@example.com` });

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answered request (ms), when its pid was given and /proc can be read. */
  cpuMs?: number;
}

export interface RouteResults {
  read: Result;
  write: Result;
}

/** The latency below which `share` of the sorted `times` fall. */
const percentile = (times: number[], share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;

/**
 * Runs autocannon and takes each successful answer's latency from its own timer (fractions of a
 * millisecond): its summary rounds to whole milliseconds, too coarse for reads that take about one.
 */
function run(options: autocannon.Options): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    });
  });
}

const ms = (value: number) => value.toFixed(1).padStart(6);

/** Measures `options` after a warm-up; with the server's `pid`, also the server's CPU time per request. */
async function measure(title: string, options: autocannon.Options, pid?: number): Promise<Result> {
  // A short warm-up lets V8 optimise the handlers before the measured run.
  await run({ ...options, duration: 2, connections: CONNECTIONS });
  const cpuBefore = cpuTimeMs(pid);
  const { result, times } = await run({ ...options, duration: DURATION_S, connections: CONNECTIONS });
  const cpuAfter = cpuTimeMs(pid);
  times.sort((a, b) => a - b);
  const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)];
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : undefined;
  const cpu = cpuMs === undefined ? '' : `   server CPU ${cpuMs.toFixed(2)} ms/request`;
  console.log(`  ${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${ms(p50)} ms   p99 ${ms(p99)} ms   errors ${errors}${cpu}`);
  return { rps: result.requests.average, p50, p99, errors, cpuMs };
}

export async function seedCode(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/free-soulmate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: freeReadingBody() });
  const body = (await response.json()) as { order: { requestCode: string } };
  return body.order.requestCode;
}

// autocannon takes several URLs (its README: "More than one URL is allowed"; connection i uses URL i
// modulo their number), though its types say one string.
const targets = (urls: string[]) => urls as unknown as string;

/** Free-reading POSTs alone, each with an address of its own (the write half of `benchRoutes`). */
export function benchFreeReadings(title: string, baseUrls: string[], pid?: number): Promise<Result> {
  return measure(title, {
    url: targets(baseUrls.map((base) => `${base}/api/free-soulmate`)),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: freeReadingBody() }) }],
  }, pid);
}

/** A page asked for as Chromium asks for it: compressed, if the server will. */
const PAGE_REQUEST = { headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' } };

/**
 * The page a "your reading is ready" mail opens, rendered by the server (the reading read and React's
 * render of the page): what a visitor's click costs, beside the JSON read it replaces.
 */
export function benchReadingPage(baseUrl: string, code: string, pid?: number): Promise<Result> {
  return measure('GET /first-reading/{code} (HTML)', { url: `${baseUrl}/first-reading/${code}`, ...PAGE_REQUEST }, pid);
}

/** One more client GETting `url` one request after another for the bench's duration (probe.mjs). */
function probe(url: string): Promise<{ times: number[]; errors: number }> {
  const child = fork('scripts/bench/probe.mjs', [url, String(DURATION_S)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as { times: number[]; errors: number }));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`The probe of ${url} exited with ${code}.`))));
  });
}

/**
 * Does a client opening reading pages in a loop slow everyone else down? Another client's catalogue
 * read (`GET /api/products`, one request after another) alone, then while ten connections open the
 * page as fast as they are answered. Answers whether every request was answered.
 */
export async function benchBesidePages(baseUrl: string, code: string): Promise<boolean> {
  const products = `${baseUrl}/api/products`;
  const report = (title: string, { times, errors }: { times: number[]; errors: number }) =>
    console.log(`  ${title.padEnd(52)} p50 ${ms(percentile(times, 0.5))} ms   p99 ${ms(percentile(times, 0.99))} ms   errors ${errors}`);
  const alone = await probe(products);
  report('another client\'s GET /api/products, alone', alone);
  const [beside, pages] = await Promise.all([probe(products), run({ url: `${baseUrl}/first-reading/${code}`, ...PAGE_REQUEST, duration: DURATION_S, connections: CONNECTIONS })]);
  report(`the same, beside ${CONNECTIONS} connections opening pages`, beside);
  const pageErrors = pages.result.errors + pages.result.timeouts + pages.result.non2xx;
  console.log(`    (the pages meanwhile: ${pages.result.requests.average.toFixed(0)} req/s, errors ${pageErrors})`);
  return alone.errors + beside.errors + pageErrors === 0;
}

/**
 * Measures both routes on `baseUrls` (one target, or several processes of one shop), reads first;
 * `afterRead` runs between the two on the same request code (the write's backlog of mail comes after it).
 */
export async function benchRoutes(name: string, baseUrls: string[], options: { pid?: number; afterRead?: (code: string) => Promise<void> } = {}): Promise<RouteResults> {
  const code = await seedCode(baseUrls[0]!);
  console.log(name);
  const read = await measure('GET /api/readings/by-code/{code}', { url: targets(baseUrls.map((base) => `${base}/api/readings/by-code/${code}`)) }, options.pid);
  await options.afterRead?.(code);
  const write = await benchFreeReadings('POST /api/free-soulmate', baseUrls, options.pid);
  return { read, write };
}
