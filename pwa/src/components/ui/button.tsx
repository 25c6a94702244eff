import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-semibold transition ' +
  'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-r from-gold-400 to-gold-300 text-night-950 shadow-glow hover:from-gold-300 hover:to-gold-200',
  secondary: 'border border-violet-400/60 bg-night-700/60 text-mist hover:bg-night-600',
  ghost: 'text-mist hover:bg-white/10',
  danger: 'bg-danger text-night-950 hover:brightness-110',
};

const sizes: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-7 py-3.5 text-lg',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

/** `ref` is a plain prop in React 19: forms use it to give focus back after a failed submit. */
export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link that looks like a button (navigation stays a link for keyboard and screen readers). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps & { children: ReactNode }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
