import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field';

/** A single-line input; inside a Field it is labelled and described automatically. */
export function TextInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const wired = useFieldControl(props);
  // 16px text: iOS zooms into smaller inputs on focus.
  return <input type={type} className={cn(controlClasses, 'min-h-11', className)} {...wired} />;
}
