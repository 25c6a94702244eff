// Dates on the dashboard are the viewer's own clock and calendar: "Ordered on" and "Ready by" are
// moments, unlike a birth date, which is a calendar day (lib/format-date.ts).
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "November 23, 2026" */
export function formatOrderDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "Wed, Nov 25, 3:04 PM" */
export function formatDayAndTime(iso: string | Date): string {
  return dayAndTime.format(typeof iso === 'string' ? new Date(iso) : iso);
}
