// One more client beside the bench's load (`npm run bench`): GETs `url` one after another for
// `seconds`, in a process of its own so that the load generator's work does not delay its timer, and
// sends its latencies (milliseconds, sorted) to the bench.
import { Agent, get } from 'node:http';

const [url, seconds] = [process.argv[2], Number(process.argv[3])];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const once = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }));
    }).once('error', reject);
  });

const times = [];
let errors = 0;
const until = performance.now() + seconds * 1000;
while (performance.now() < until) {
  const { ms, ok } = await once();
  if (ok) times.push(ms);
  else errors++;
}
agent.destroy();
process.send({ times: times.sort((a, b) => a - b), errors }, () => process.exit(0));
