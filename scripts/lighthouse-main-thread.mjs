// How much of the page's main-thread time around the first paint was its own work, from a Lighthouse
// run's trace (npm run lighthouse).

/** Lighthouse's simulated CPU slowdown on mobile, and the part of a task that does not block. */
const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

/**
 * The renderer main thread's top-level tasks (a task nested in another is left out), in order, and the
 * time of the first contentful paint; undefined for a trace without a first paint.
 */
function rendererMainTasks(trace) {
  const events = trace.traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const thread = events.find((event) => event.name === 'thread_name' && event.pid === fcp?.pid && event.args.name === 'CrRendererMain');
  if (!fcp || !thread) return undefined;
  const all = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = 0;
  for (const task of all) {
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    tasks.push({ ts: task.ts, wall: task.dur / 1000, cpu: (task.tdur ?? task.dur) / 1000 });
  }
  return { fcpTs: fcp.ts, tasks };
}

/**
 * For the renderer main thread's tasks from the first contentful paint on:
 * - `busy`: their wall time; `cpu`: the time the thread really ran within them.
 * - `cpuBlocking`: Lighthouse's blocking-time rule (each task slowed 4x, less 50 ms) applied to each
 *   task's CPU time instead of its wall time: what TBT would be if the thread never waited inside a
 *   task. An estimate of the page's own share, not Lighthouse's figure: Lantern also simulates the
 *   network and stops at TTI.
 *
 * Lighthouse's simulated TBT scales the wall time. On a machine with few cores, or a virtual machine
 * where page faults are slow, the thread waits inside its tasks while Chromium's other processes (the
 * software compositor, the browser, the service worker) and Lighthouse itself run: `busy` then far
 * exceeds `cpu` (a 13 ms task took 121 ms here), and TBT follows the machine more than the page.
 */
export function mainThreadAfterFcp(trace) {
  const found = rendererMainTasks(trace);
  if (!found) return { busy: NaN, cpu: NaN, cpuBlocking: NaN };
  let busy = 0;
  let cpu = 0;
  let cpuBlocking = 0;
  for (const task of found.tasks.filter((task) => task.ts >= found.fcpTs)) {
    busy += task.wall;
    cpu += task.cpu;
    cpuBlocking += Math.max(0, task.cpu * CPU_SLOWDOWN - BLOCKING_AFTER_MS);
  }
  return { busy, cpu, cpuBlocking };
}

/**
 * The same thread's wall and CPU time before the first contentful paint: on a prerendered page, mostly
 * the document's own parsing, styling and layout. Lantern's simulated FCP takes in only the first
 * parse, layout and paint tasks among these; the others are simulated (wall time x4) after it, where a
 * long one blocks. A page kept from painting until they are done moves them before the paint, into
 * FCP and LCP instead (docs/decisions/016).
 */
export function mainThreadBeforeFcp(trace) {
  const found = rendererMainTasks(trace);
  if (!found) return { busy: NaN, cpu: NaN };
  const before = found.tasks.filter((task) => task.ts < found.fcpTs);
  return { busy: before.reduce((sum, task) => sum + task.wall, 0), cpu: before.reduce((sum, task) => sum + task.cpu, 0) };
}
