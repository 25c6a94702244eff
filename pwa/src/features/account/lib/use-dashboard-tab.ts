import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { defaultTab, parseTab, type DashboardGroups, type DashboardTab } from './dashboard-tabs';

/**
 * The dashboard's tab lives in the URL (?tab=needs-info): a reload and the Back button return to the
 * same tab. Without one, the default (Needs Your Input when it has items, else Ready to View).
 */
export function useDashboardTab(groups: DashboardGroups | undefined): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab')) ?? (groups ? defaultTab(groups.counts) : 'ready');
  const setTab = useCallback(
    (next: DashboardTab) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );
  return [tab, setTab];
}
