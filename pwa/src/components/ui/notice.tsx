import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'danger' | 'success' | 'info';

const tones: Record<Tone, string> = {
  danger: 'border-danger/60 bg-danger-bg text-red-100',
  success: 'border-success/60 bg-success-bg text-green-100',
  info: 'border-violet-400/40 bg-night-700/60 text-mist',
};

/** A highlighted message block (the thank-you pages' "Important!" and "confirmed" notices). */
export function Notice({ tone = 'info', title, children, className }: { tone?: Tone; title?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('rounded-[var(--radius-card)] border p-5', tones[tone], className)}>
      {title && <p className="mb-1 text-lg font-bold">{title}</p>}
      {children}
    </div>
  );
}
