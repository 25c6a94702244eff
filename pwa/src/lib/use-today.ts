import { useMemo, useSyncExternalStore } from 'react';
import { formatCalendarDate, parseCalendarDate, todayCalendarDate, type CalendarDate } from '@shared/domain/calendar-date';

const noChanges = () => () => {};
const todayKey = () => formatCalendarDate(todayCalendarDate());

/**
 * Today by the visitor's calendar, or undefined while a prerendered page is being hydrated (and in the
 * build's prerender itself): the build's date is not the visitor's, and HTML that differs from the
 * first render would make React redraw the part, losing what the visitor already typed. React renders
 * again with the date straight after hydrating.
 */
export function useToday(): CalendarDate | undefined {
  const key = useSyncExternalStore(noChanges, todayKey, () => null);
  return useMemo(() => (key === null ? undefined : parseCalendarDate(key)), [key]);
}
