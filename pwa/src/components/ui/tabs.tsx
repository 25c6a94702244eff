import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * 'underline': a row of words over the panel (the staff queue). 'tiles': larger tiles that also show
 * the counts, in a grid on phones and a column beside the panel when `orientation` is vertical (the
 * customer's dashboard).
 */
type Variant = 'underline' | 'tiles';

export interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  items: readonly TabItem<V>[];
  /** Names the tab list for screen readers ("Reading status"). */
  label: string;
  /** The panel of the selected tab (one panel: its content follows the tab). */
  children: ReactNode;
  variant?: Variant;
  /** Which arrow keys move between tabs; match the layout (a column: up and down). */
  orientation?: 'horizontal' | 'vertical';
  /** 'manual' (default): passing over a tab with the arrow keys does not select it. */
  activationMode?: 'manual' | 'automatic';
  /** The root's layout, e.g. a grid that puts a vertical list beside the panel. */
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}

const lists: Record<Variant, string> = {
  underline: 'flex gap-1 overflow-x-auto border-b border-violet-400/25',
  tiles: 'grid grid-cols-2 gap-2 data-[orientation=vertical]:grid-cols-1',
};

const triggers: Record<Variant, string> = {
  underline:
    '-mb-px flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap ' +
    'text-mist-muted transition-colors hover:text-mist data-[state=active]:border-gold-300 data-[state=active]:text-gold-200',
  tiles:
    'flex min-h-12 items-center justify-between gap-3 rounded-[var(--radius-control)] border border-violet-400/20 bg-night-800/70 px-4 py-3 ' +
    'text-left text-sm font-semibold text-mist-muted transition-colors hover:border-violet-400/50 hover:text-mist ' +
    'data-[state=active]:border-gold-300/70 data-[state=active]:bg-night-700 data-[state=active]:text-gold-200 data-[state=active]:shadow-glow',
};

const panels: Record<Variant, string> = {
  underline: 'pt-3',
  tiles: '',
};

/** Tabs (Radix): arrow keys move between tabs, Enter or Space selects. */
export function Tabs<V extends string>({
  value,
  onValueChange,
  items,
  label,
  children,
  variant = 'underline',
  orientation = 'horizontal',
  activationMode = 'manual',
  className,
  listClassName,
  panelClassName,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      activationMode={activationMode}
      orientation={orientation}
      className={className}
    >
      <RadixTabs.List aria-label={label} className={cn(lists[variant], listClassName)}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={triggers[variant]}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className={cn('min-w-0 focus-visible:outline-offset-4', panels[variant], panelClassName)}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
