import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/80 p-6 shadow-card', className)}
      {...props}
    />
  );
}
