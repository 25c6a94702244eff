import { describe, expect, it, vi } from 'vitest';
import { reloadOnWorkerTakeover } from './worker-takeover';

/** An <audio> stand-in: its state set by the test, its events fired by hand. */
function fakeAudio(state: { paused: boolean; currentTime: number; ended?: boolean }) {
  return Object.assign(new EventTarget(), { ended: false, ...state });
}

describe('reloadOnWorkerTakeover', () => {
  it('reloads a paused player at once, from where it was', () => {
    const audio = fakeAudio({ paused: true, currentTime: 42.5 });
    const workers = new EventTarget();
    const reload = vi.fn();
    reloadOnWorkerTakeover(audio, reload, workers);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledExactlyOnceWith(42.5);
  });

  it('lets a playing player play on, and reloads it at the next pause', () => {
    const audio = fakeAudio({ paused: false, currentTime: 10 });
    const workers = new EventTarget();
    const reload = vi.fn();
    reloadOnWorkerTakeover(audio, reload, workers);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    Object.assign(audio, { paused: true, currentTime: 73 });
    audio.dispatchEvent(new Event('pause'));
    expect(reload).toHaveBeenCalledExactlyOnceWith(73);
    audio.dispatchEvent(new Event('pause'));
    expect(reload, 'once per take-over').toHaveBeenCalledTimes(1);
  });

  it('starts a finished track again from the top', () => {
    const audio = fakeAudio({ paused: true, currentTime: 343, ended: true });
    const workers = new EventTarget();
    const reload = vi.fn();
    reloadOnWorkerTakeover(audio, reload, workers);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledWith(0);
  });

  it('does nothing once stopped, nor a pause with no take-over before it', () => {
    const audio = fakeAudio({ paused: true, currentTime: 5 });
    const workers = new EventTarget();
    const reload = vi.fn();
    const stop = reloadOnWorkerTakeover(audio, reload, workers);
    audio.dispatchEvent(new Event('pause'));
    stop();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
