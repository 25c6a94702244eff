/** Types of scripts/lighthouse-main-thread.mjs, for its unit test. */
export interface MainThreadFigures {
  busy: number;
  cpu: number;
  cpuBlocking: number;
}
export function mainThreadAfterFcp(trace: { traceEvents: object[] }): MainThreadFigures;
export function mainThreadBeforeFcp(trace: { traceEvents: object[] }): Omit<MainThreadFigures, 'cpuBlocking'>;
