import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { rememberedPosition, rememberPosition } from './playback-position';
import { resumePosition } from './time';
import { reloadOnWorkerTakeover } from './worker-takeover';

/** Skip 10 s; volume 0-1, default 0.75. */
export const SKIP_SECONDS = 10;
export const DEFAULT_VOLUME = 0.75;
/** How often, while playing, the position is written down (and on every pause and seek). */
const REMEMBER_EVERY_MS = 5000;

export type PlayerState = 'loading' | 'ready' | 'error';

export interface AudioPlayer {
  ref: RefObject<HTMLAudioElement | null>;
  state: PlayerState;
  playing: boolean;
  /** Waiting for data after pressing play or seeking. */
  buffering: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  /** Where a remembered position put the track when it opened, if it did. */
  resumedAt: number | undefined;
  /** The analyser on the element's real signal (after the first play: browsers want a gesture first). */
  analyser: AnalyserNode | undefined;
  toggle(): void;
  seek(seconds: number): void;
  skip(by: number): void;
  setVolume(volume: number): void;
}

interface AudioGraph {
  context: AudioContext;
  analyser: AnalyserNode;
}

/** The audio graph of one element: element -> analyser -> speakers. A browser allows one per element. */
function connectAnalyser(audio: HTMLAudioElement): AudioGraph | undefined {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  try {
    const context = new Context();
    const analyser = context.createAnalyser();
    // Fine enough to tell low notes apart (about 23 Hz a bin at 48 kHz); quiet speech still moves the bars.
    analyser.fftSize = 2048;
    analyser.smoothingTimeConstant = 0.8;
    analyser.minDecibels = -90;
    analyser.maxDecibels = -25;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    return { context, analyser };
  } catch (error) {
    // Without the graph the element still plays on its own; only the bars stay still.
    console.warn('The audio visual is unavailable', error);
    return undefined;
  }
}

/**
 * One track's playback: play/pause, seek, skip back and forward 10 s,
 * volume, the time as it plays, and playing stops at the end. Where the customer was is remembered
 * per track on this device and picked up next time.
 */
export function useAudioPlayer(track: string): AudioPlayer {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(DEFAULT_VOLUME);
  const [resumedAt, setResumedAt] = useState<number>();
  const [analyser, setAnalyser] = useState<AnalyserNode>();
  /** Made once per element; `null` when this browser has no Web Audio (the element plays alone). */
  const graph = useRef<AudioGraph | null | undefined>(undefined);
  const lastRemembered = useRef(0);
  /** Where a reload of the file (a service worker took over) goes back to once it has its metadata again. */
  const reloadedAt = useRef<number | undefined>(undefined);

  const remember = useCallback(() => {
    const audio = ref.current;
    if (!audio || !Number.isFinite(audio.duration)) return;
    lastRemembered.current = Date.now();
    void rememberPosition(track, audio.ended ? 0 : audio.currentTime);
  }, [track]);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.volume = DEFAULT_VOLUME;
    let cancelled = false;

    const onMetadata = async () => {
      setDuration(audio.duration);
      if (reloadedAt.current !== undefined) {
        // The same listen goes on: back to where it was, with no "picking up where you left off".
        audio.currentTime = Math.min(reloadedAt.current, audio.duration);
        setCurrentTime(audio.currentTime);
        reloadedAt.current = undefined;
        setState('ready');
        return;
      }
      const start = resumePosition(await rememberedPosition(track), audio.duration);
      if (cancelled) return;
      if (start > 0 && audio.currentTime === 0) {
        audio.currentTime = start;
        setCurrentTime(start);
        setResumedAt(start);
      }
      setState('ready');
    };
    const onTime = () => {
      setCurrentTime(audio.currentTime);
      if (!audio.paused && Date.now() - lastRemembered.current > REMEMBER_EVERY_MS) remember();
    };
    const onPlay = () => setPlaying(true);
    const onPlaying = () => setBuffering(false);
    const onWaiting = () => setBuffering(true);
    const onPause = () => {
      setPlaying(false);
      setBuffering(false);
      remember();
    };
    // Playing stops at the end (no loop); the next listen starts from the top.
    const onEnded = () => {
      setPlaying(false);
      setCurrentTime(audio.duration);
      void rememberPosition(track, 0);
    };
    const onError = () => setState('error');
    const onDuration = () => Number.isFinite(audio.duration) && setDuration(audio.duration);

    const listeners: [string, EventListener][] = [
      ['loadedmetadata', () => void onMetadata()],
      ['durationchange', onDuration],
      ['timeupdate', onTime],
      ['play', onPlay],
      ['playing', onPlaying],
      ['waiting', onWaiting],
      ['pause', onPause],
      ['ended', onEnded],
      ['error', onError],
    ];
    for (const [name, listener] of listeners) audio.addEventListener(name, listener);
    // The metadata may have arrived before this effect ran.
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) void onMetadata();
    if (audio.error) onError();
    const stopFollowingWorker = reloadOnWorkerTakeover(audio, (at) => {
      reloadedAt.current = at;
      audio.load();
    });
    // Leaving the page (or the app going to the background) writes the position down.
    window.addEventListener('pagehide', remember);
    return () => {
      cancelled = true;
      stopFollowingWorker();
      for (const [name, listener] of listeners) audio.removeEventListener(name, listener);
      window.removeEventListener('pagehide', remember);
      if (!audio.paused) audio.pause();
      remember();
      // The element goes with this player (each track is its own), so its audio graph goes too.
      void graph.current?.context.close();
      graph.current = undefined;
    };
  }, [track, remember]);

  const toggle = useCallback(() => {
    const audio = ref.current;
    if (!audio) return;
    if (!audio.paused) return audio.pause();
    // The graph is made on the first press: browsers let an AudioContext start only after a gesture.
    if (graph.current === undefined) graph.current = connectAnalyser(audio) ?? null;
    setAnalyser(graph.current?.analyser);
    void graph.current?.context.resume();
    if (audio.ended) audio.currentTime = 0;
    setBuffering(audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA);
    audio.play().catch((error: unknown) => {
      // An interrupted play (a pause right after) is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setState('error');
    });
  }, []);

  const seek = useCallback(
    (seconds: number) => {
      const audio = ref.current;
      if (!audio || !Number.isFinite(audio.duration)) return;
      audio.currentTime = Math.min(Math.max(0, seconds), audio.duration);
      setCurrentTime(audio.currentTime);
      remember();
    },
    [remember],
  );

  const skip = useCallback((by: number) => seek((ref.current?.currentTime ?? 0) + by), [seek]);

  const setVolume = useCallback((next: number) => {
    const clamped = Math.min(1, Math.max(0, next));
    if (ref.current) ref.current.volume = clamped;
    setVolumeState(clamped);
  }, []);

  return { ref, state, playing, buffering, currentTime, duration, volume, resumedAt, analyser, toggle, seek, skip, setVolume };
}
