import { useRef, useState } from 'react';
import type { AdminReading, AdminTab } from '@shared/schemas/admin';
import { Spinner } from '@/components/ui/spinner';
import { useToastStore } from '@/components/ui/toast';
import { useAdminReadings } from '../../api/get-admin-readings';
import { describeError } from '../../lib/server-errors';
import { useNow } from '@/lib/use-now';
import { useReadingsUrl } from '../../lib/use-readings-url';
import { AdminHeader } from '../admin-header';
import { EditReadingDialog } from '../edit-reading/edit-reading-dialog';
import { EmptyState, ErrorState } from '../query-states';
import { Tabs } from '@/components/ui/tabs';
import { Pagination } from './pagination';
import { ReadingCards } from './reading-cards';
import { ReadingsSearch } from './readings-search';
import { ReadingsTable } from './readings-table';
import { RefreshButton } from './refresh-button';

const TAB_LABELS: Record<AdminTab, string> = { all: 'All', pending: 'Pending', completed: 'Completed' };

const EMPTY: Record<AdminTab, string> = {
  all: 'No readings yet.',
  pending: 'No pending readings — the queue is clear',
  completed: 'No completed readings yet.',
};

/** `/admin`: the reading queue. Tab, search and page come from the URL; the list from TanStack Query. */
export function ReadingsScreen() {
  const url = useReadingsUrl();
  const readings = useAdminReadings({ tab: url.tab, search: url.q, page: url.page });
  const now = useNow();
  const [editing, setEditing] = useState<AdminReading | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const data = readings.data;

  const tabs = (['all', 'pending', 'completed'] as const).map((value) => ({
    value,
    label: (
      <>
        {TAB_LABELS[value]}
        {data && <span className="rounded-full bg-night-700 px-1.5 text-xs font-normal text-mist">{data.counts[value]}</span>}
      </>
    ),
  }));

  const retry = () => void readings.refetch();
  const openEditor = (reading: AdminReading, from: HTMLElement) => {
    opener.current = from;
    // A toast from the last save would sit over the editor's Save button and take its first Escape.
    useToastStore.getState().dismiss();
    setEditing(reading);
  };

  const list = () => {
    if (readings.isPending) return <Spinner label="Loading readings..." />;
    if (!data) {
      return (
        <ErrorState message="The readings could not be loaded." detail={describeError(readings.error)} onRetry={retry} retrying={readings.isFetching} />
      );
    }
    if (data.items.length > 0) {
      return (
        <>
          <ReadingsTable readings={data.items} now={now} onEdit={openEditor} />
          <ReadingCards readings={data.items} now={now} onEdit={openEditor} />
        </>
      );
    }
    // Past the last page (a bookmarked ?page=9 after the queue shrank): offer the way back.
    if (url.page > 1) {
      return (
        <EmptyState>
          There is nothing on page {url.page}.{' '}
          <button type="button" className="text-gold-300 underline underline-offset-2" onClick={() => url.setPage(1)}>
            Go to page 1
          </button>
        </EmptyState>
      );
    }
    return <EmptyState>{url.q ? `No readings match “${url.q}”.` : EMPTY[url.tab]}</EmptyState>;
  };

  return (
    <>
      <AdminHeader title="Readings" actions={<RefreshButton busy={readings.isFetching} onRefresh={retry} />} />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <ReadingsSearch value={url.q} onSearch={url.setQuery} searching={readings.isFetching && readings.isPlaceholderData} />
      </div>
      {/* A failed refresh keeps the last good list on screen and says so above it. */}
      {readings.isError && data && (
        <div className="mb-3">
          <ErrorState
            message="The list could not be refreshed; showing the last one loaded."
            detail={describeError(readings.error)}
            onRetry={retry}
            retrying={readings.isFetching}
          />
        </div>
      )}
      <Tabs value={url.tab} onValueChange={url.setTab} items={tabs} label="Reading status">
        <div ref={listTop} tabIndex={-1} className="scroll-mt-32 focus:outline-none" aria-busy={readings.isFetching}>
          <div className={readings.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{list()}</div>
          {data && data.total > 0 && (
            <Pagination
              page={url.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => {
                url.setPage(page);
                listTop.current?.scrollIntoView({ block: 'start' });
              }}
            />
          )}
        </div>
      </Tabs>
      <EditReadingDialog
        // The list's copy when it has one: a refund made in the editor shows there at once.
        reading={editing && (data?.items.find((item) => item.id === editing.id) ?? editing)}
        onClose={() => setEditing(null)}
        // Back to the Edit button that opened it; if the save moved that row off this page, to the list.
        returnFocus={() => (opener.current?.isConnected ? opener.current : listTop.current)?.focus()}
      />
    </>
  );
}
