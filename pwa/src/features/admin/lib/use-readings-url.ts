import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, type AdminTab } from '@shared/schemas/admin';

export interface ReadingsUrlState {
  tab: AdminTab;
  q: string;
  page: number;
}

function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'all';
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The readings list's tab, search and page live in the URL (?tab=pending&q=anna&page=2): a reload, a
 * shared link and the Back button all return to the same list. Defaults are left out of the URL.
 */
export function useReadingsUrl() {
  const [params, setParams] = useSearchParams();
  const state: ReadingsUrlState = { tab: parseTab(params.get('tab')), q: params.get('q') ?? '', page: parsePage(params.get('page')) };

  const update = useCallback(
    (changes: Partial<ReadingsUrlState>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const put = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
        if (changes.tab !== undefined) put('tab', changes.tab === 'all' ? undefined : changes.tab);
        if (changes.q !== undefined) put('q', changes.q);
        if (changes.page !== undefined) put('page', changes.page > 1 ? String(changes.page) : undefined);
        return next;
      });
    },
    [setParams],
  );

  return {
    ...state,
    // A new tab or search starts again at page 1: page 3 of the old list means nothing in the new one.
    setTab: useCallback((tab: AdminTab) => update({ tab, page: 1 }), [update]),
    setQuery: useCallback((q: string) => update({ q, page: 1 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
  };
}
