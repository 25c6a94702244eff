// How much of the page's main-thread time after the first paint was its own work, from a Lighthouse
// run's trace (npm run lighthouse).

/**
 * `busy`: the wall time of the renderer main thread's tasks from the first contentful paint on; `cpu`:
 * the time the thread really ran within them. Lighthouse's simulated TBT scales the wall time (4x).
 * On a machine with few cores, the thread waits for a core inside its tasks while Chromium's other
 * processes (the software compositor, the browser, the service worker) and Lighthouse itself run:
 * `busy` then far exceeds `cpu`, and TBT follows the machine's load more than the page's work.
 */
export function mainThreadAfterFcp(trace) {
  const events = trace.traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const thread = events.find((event) => event.name === 'thread_name' && event.pid === fcp?.pid && event.args.name === 'CrRendererMain');
  if (!fcp || !thread) return { busy: NaN, cpu: NaN };
  const tasks = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let cpu = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task nested in one already counted
    end = task.ts + task.dur;
    busy += task.dur / 1000;
    cpu += (task.tdur ?? task.dur) / 1000;
  }
  return { busy, cpu };
}
