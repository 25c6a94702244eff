import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field';

/** A multi-line input; `rows` sets its starting height, the visitor may resize it vertically. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  const wired = useFieldControl(props);
  return <textarea rows={rows} className={cn(controlClasses, 'resize-y leading-relaxed', className)} {...wired} />;
}
