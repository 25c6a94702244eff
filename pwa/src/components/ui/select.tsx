import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field';
import { ChevronDownIcon } from './icon';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select your preference"); choosing it means "no answer yet". */
  placeholder?: string;
}

/**
 * A native <select>, styled: phones show their own picker and screen readers know it without help,
 * which no custom listbox matches.
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  const wired = useFieldControl(props);
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'min-h-11 cursor-pointer appearance-none pr-10', className)} {...wired}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-gold-300" />
    </div>
  );
}
