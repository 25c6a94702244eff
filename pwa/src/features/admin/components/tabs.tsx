import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

export interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  items: readonly TabItem<V>[];
  /** Names the tab list for screen readers ("Reading status"). */
  label: string;
  /** The panel of the selected tab (one panel: its content follows the tab). */
  children: ReactNode;
}

/**
 * Tabs (Radix): arrow keys move between tabs, Enter or Space selects. Manual activation on purpose:
 * each selection loads a page from the server and writes the URL, so passing over a tab must not.
 * General enough for components/ui; kept here until a second screen needs it.
 */
export function Tabs<V extends string>({ value, onValueChange, items, label, children }: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as V)} activationMode="manual">
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-violet-400/25">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={
              '-mb-px flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap ' +
              'text-mist-muted transition-colors hover:text-mist data-[state=active]:border-gold-300 data-[state=active]:text-gold-200'
            }
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className="pt-3 focus-visible:outline-offset-4">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
