import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon, ClipboardIcon, ClockIcon, SparklesIcon } from '@/components/ui/icons';
import type { DashboardGroups, OrdersTab } from '../lib/dashboard-tabs';
import { emptyStateAction } from '../lib/dashboard-tabs';

const COPY: Record<OrdersTab, { title: string; text: string; icon: ReactNode }> = {
  ready: {
    title: 'No Completed Readings Yet',
    text: 'When our advisors finish one of your readings, it will be waiting for you here.',
    icon: <SparklesIcon />,
  },
  'in-progress': {
    title: 'No Readings In Progress',
    text: 'Readings our advisors are preparing for you appear here, with the time they will be ready.',
    icon: <ClockIcon />,
  },
  'needs-info': {
    title: 'No Questionnaires Needed',
    text: 'You are all caught up: nothing is waiting for your answers.',
    icon: <ClipboardIcon />,
  },
  'needs-payment': {
    title: 'No Pending Payments',
    text: 'Orders that still need a payment appear here.',
    icon: <CheckCircleIcon />,
  },
};

const TAB_CTA: Record<OrdersTab, string> = {
  ready: 'View Ready Readings',
  'in-progress': 'View Readings In Progress',
  'needs-info': 'Complete Your Questionnaire',
  'needs-payment': 'View Payment Needed',
};

/** An empty tab: what will appear here, and the one useful next step. */
export function EmptyState({ tab, groups, onSelectTab }: { tab: OrdersTab; groups: DashboardGroups; onSelectTab: (tab: OrdersTab) => void }) {
  const { title, text, icon } = COPY[tab];
  const action = emptyStateAction(tab, groups);
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-violet-400/30 bg-night-800/40 px-6 py-12 text-center">
      <span aria-hidden="true" className="mb-4 grid size-14 place-items-center rounded-full border border-gold-300/40 bg-night-800 text-gold-300 shadow-glow [&>svg]:size-7">
        {icon}
      </span>
      <h3 className="text-2xl text-gold-200">{title}</h3>
      <p className="mt-2 max-w-md text-mist-muted">{text}</p>
      <div className="mt-6">
        {action.kind === 'tab' ? (
          <Button variant="secondary" onClick={() => onSelectTab(action.tab)}>
            {TAB_CTA[action.tab]}
          </Button>
        ) : (
          <ButtonLink to={paths.products.href()}>Explore Readings</ButtonLink>
        )}
      </div>
    </div>
  );
}
