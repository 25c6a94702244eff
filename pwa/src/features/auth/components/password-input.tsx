import { useState, type ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';
import { TextInput } from '@/components/ui/text-input';

/**
 * A password input with a Show/Hide switch: on a phone keyboard a typo is easy and invisible, and
 * seeing the password once beats failing a login or setting one the person cannot repeat. Inside a
 * Field it is labelled like any other control; `ref` (a plain prop in React 19) reaches the input.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput
        {...props}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        className={cn('pr-20', className)}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-label="Show password"
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-1/2 right-1.5 min-h-9 min-w-14 -translate-y-1/2 rounded-[var(--radius-control)] px-2.5 text-sm font-semibold text-gold-300 transition-colors hover:bg-white/10"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
