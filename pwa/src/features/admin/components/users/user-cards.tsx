import type { ReactNode } from 'react';
import type { UsersTableRow } from '@shared/schemas/admin';
import { formatDateOrNA } from '../../lib/due';
import { SketchLink } from './users-table';
import { EmailAddress } from '@/components/ui/email-address';

/** The users table below 1024 px: one card per row with every column, instead of a table cut off. */
export function UserCards({ rows }: { rows: readonly UsersTableRow[] }) {
  return (
    <ul aria-label="Users" className="grid gap-2 sm:grid-cols-2 lg:hidden">
      {rows.map((row) => (
        <li key={row.request_code} className="min-w-0 rounded-lg border border-violet-400/20 bg-night-800/70 p-3 text-sm">
          <p className="font-semibold text-mist">
            <EmailAddress address={row.email} />
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 text-xs">
            <Term label="User Name">{row.user_name || 'N/A'}</Term>
            <Term label="Request Code">
              <code className="font-mono">{row.request_code}</code>
            </Term>
            <Term label="Order Date">{formatDateOrNA(row.order_date)}</Term>
            <Term label="Upload Date">{formatDateOrNA(row.sketch_upload_date)}</Term>
            <Term label="Sketch">
              <SketchLink row={row} />
            </Term>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-mist-muted">{label}</dt>
      <dd className="break-words text-mist">{children}</dd>
    </>
  );
}
