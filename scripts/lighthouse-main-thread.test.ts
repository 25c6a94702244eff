import { describe, expect, it } from 'vitest';
import { mainThreadAfterFcp, mainThreadBeforeFcp } from './lighthouse-main-thread.mjs';

const PID = 7;
const MAIN = 1;
const OTHER = 2;

/** A task on a thread: start and length in ms, CPU time in ms (tdur). */
const task = (tid: number, start: number, wall: number, cpu: number) => ({ name: 'RunTask', ph: 'X', pid: PID, tid, ts: start * 1000, dur: wall * 1000, tdur: cpu * 1000 });

function trace(...tasks: object[]) {
  return {
    traceEvents: [
      { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: PID, tid: OTHER, args: { name: 'Compositor' } },
      { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: MAIN, ts: 100_000 },
      ...tasks,
    ],
  };
}

describe('mainThreadAfterFcp', () => {
  it('counts the main thread from the first paint on, each task once', () => {
    const figures = mainThreadAfterFcp(
      trace(
        task(MAIN, 20, 70, 60), // before the first paint
        task(MAIN, 150, 121, 13), // waited 108 ms inside the task
        task(MAIN, 160, 10, 9), // nested in the one above
        task(MAIN, 300, 30, 25),
        task(OTHER, 400, 80, 80), // another thread
      ),
    );
    expect(figures.busy).toBe(121 + 30);
    expect(figures.cpu).toBe(13 + 25);
    // 13 ms x 4 = 52 ms blocks for 2 ms; 25 ms x 4 = 100 ms blocks for 50 ms.
    expect(figures.cpuBlocking).toBe(2 + 50);
  });

  it('does not count a task of 12.5 ms or less', () => {
    expect(mainThreadAfterFcp(trace(task(MAIN, 150, 40, 12.5))).cpuBlocking).toBe(0);
  });

  it('answers NaN for a trace without a first paint', () => {
    expect(mainThreadAfterFcp({ traceEvents: [] })).toEqual({ busy: NaN, cpu: NaN, cpuBlocking: NaN });
  });
});

describe('mainThreadBeforeFcp', () => {
  it('counts the main thread up to the first paint, each task once', () => {
    const figures = mainThreadBeforeFcp(
      trace(
        task(MAIN, 0, 30, 12), // parsing the document
        task(MAIN, 10, 5, 5), // nested in the one above
        task(MAIN, 40, 50, 45), // style and layout, ending after the paint's timestamp but starting before it
        task(MAIN, 120, 20, 20), // after the first paint
        task(OTHER, 10, 80, 80), // another thread
      ),
    );
    expect(figures).toEqual({ busy: 30 + 50, cpu: 12 + 45 });
  });

  it('answers NaN for a trace without a first paint', () => {
    expect(mainThreadBeforeFcp({ traceEvents: [] })).toEqual({ busy: NaN, cpu: NaN });
  });
});
