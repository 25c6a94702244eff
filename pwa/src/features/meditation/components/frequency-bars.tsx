import { useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';
import { useMediaQuery } from '@/lib/use-media-query';

const BARS = 48;

interface FrequencyBarsProps {
  /** The analyser on the playing element; none before the first play. */
  analyser: AnalyserNode | undefined;
  playing: boolean;
  /** Bar colours, bottom to top. */
  colors: [string, string];
  className?: string;
}

/** A calm, still row of bars: what shows before playing, and always when motion is reduced. */
function restingLevels(): number[] {
  return Array.from({ length: BARS }, (_, i) => 0.2 + 0.25 * Math.sin((i / BARS) * Math.PI * 3) ** 2);
}

/** The bars span 60 Hz to 8 kHz on a log scale: a voice and soft pads, spread as the ear hears them. */
const LOW_HZ = 60;
const HIGH_HZ = 8000;

/** The analyser's frequency bins, grouped into BARS levels from 0 to 1 (low notes on the left). */
function levelsFrom(analyser: AnalyserNode, bins: Uint8Array<ArrayBuffer>): number[] {
  analyser.getByteFrequencyData(bins);
  const hzPerBin = analyser.context.sampleRate / 2 / bins.length;
  return Array.from({ length: BARS }, (_, bar) => {
    const from = Math.floor((LOW_HZ * (HIGH_HZ / LOW_HZ) ** (bar / BARS)) / hzPerBin);
    const to = Math.max(from + 1, Math.floor((LOW_HZ * (HIGH_HZ / LOW_HZ) ** ((bar + 1) / BARS)) / hzPerBin));
    let peak = 0;
    for (let i = from; i < Math.min(to, bins.length); i++) peak = Math.max(peak, bins[i]!);
    return Math.max(0.04, peak / 255);
  });
}

function draw(canvas: HTMLCanvasElement, levels: number[], colors: [string, string]): void {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const gradient = context.createLinearGradient(0, height, 0, 0);
  gradient.addColorStop(0, colors[0]);
  gradient.addColorStop(1, colors[1]);
  context.fillStyle = gradient;
  const slot = width / levels.length;
  const barWidth = Math.max(2, slot * 0.6);
  levels.forEach((level, i) => {
    const barHeight = Math.max(3, level * height);
    const x = i * slot + (slot - barWidth) / 2;
    context.beginPath();
    context.roundRect(x, height - barHeight, barWidth, barHeight, barWidth / 2);
    context.fill();
  });
}

/**
 * The player's frequency bars, drawn from the real signal (a Web Audio analyser on the element) while
 * it plays. Decoration only (the time and the controls say everything), so hidden from screen readers;
 * with reduced motion asked for, the bars rest and never move.
 */
export function FrequencyBars({ analyser, playing, colors, className }: FrequencyBarsProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [low, high] = colors;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const palette: [string, string] = [low, high];
    const rest = () => draw(canvas, restingLevels(), palette);
    if (!analyser || !playing || reducedMotion) {
      rest();
      const observer = new ResizeObserver(rest);
      observer.observe(canvas);
      return () => observer.disconnect();
    }
    const bins = new Uint8Array(analyser.frequencyBinCount);
    let frame = requestAnimationFrame(function paint() {
      draw(canvas, levelsFrom(analyser, bins), palette);
      frame = requestAnimationFrame(paint);
    });
    return () => cancelAnimationFrame(frame);
  }, [analyser, playing, reducedMotion, low, high]);

  return <canvas ref={canvasRef} aria-hidden="true" className={cn('block h-20 w-full sm:h-28', className)} />;
}
