// How much of the page's main-thread time after the first paint was its own work, from a Lighthouse
// run's trace (npm run lighthouse).

/** Lighthouse's simulated CPU slowdown on mobile, and the part of a task that does not block. */
const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

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
  const events = trace.traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const thread = events.find((event) => event.name === 'thread_name' && event.pid === fcp?.pid && event.args.name === 'CrRendererMain');
  if (!fcp || !thread) return { busy: NaN, cpu: NaN, cpuBlocking: NaN };
  const tasks = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let cpu = 0;
  let cpuBlocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task nested in one already counted
    end = task.ts + task.dur;
    const taskCpu = (task.tdur ?? task.dur) / 1000;
    busy += task.dur / 1000;
    cpu += taskCpu;
    cpuBlocking += Math.max(0, taskCpu * CPU_SLOWDOWN - BLOCKING_AFTER_MS);
  }
  return { busy, cpu, cpuBlocking };
}
