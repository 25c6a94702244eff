import type { UsersTableRow } from '@shared/schemas/admin';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateOrNA } from '../../lib/due';
import { Badge } from '../query-states';
import { EmailAddress } from '@/components/ui/email-address';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-mist-muted uppercase';
const td = 'px-3 py-2 align-top';

/**
 * The users table, from 1024 px (narrower screens get UserCards). Should the six columns still not fit,
 * the table scrolls sideways inside a focusable, labelled region (keyboard users scroll it with the
 * arrow keys) while the e-mail column stays put.
 */
export function UsersTable({ rows }: { rows: readonly UsersTableRow[] }) {
  return (
    <div role="region" aria-label="Users" tabIndex={0} className="hidden overflow-x-auto rounded-lg border border-violet-400/20 lg:block">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <thead className="bg-night-950">
          <tr className="border-b border-violet-400/25">
            <th scope="col" className={cn(th, 'sticky left-0 z-10 bg-night-950')}>Email</th>
            <th scope="col" className={th}>User Name</th>
            <th scope="col" className={th}>Request Code</th>
            <th scope="col" className={th}>AWS Sketch URL</th>
            <th scope="col" className={th}>Order Date</th>
            <th scope="col" className={th}>Upload Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.request_code} className="border-b border-violet-400/10 hover:bg-white/[0.03]">
              <th scope="row" className={cn(td, 'max-w-64 min-w-48 bg-night-900 text-left font-normal text-mist sticky left-0 z-10')}>
                <EmailAddress address={row.email} />
              </th>
              <td className={cn(td, 'text-mist')}>{row.user_name || 'N/A'}</td>
              <td className={td}>
                <code className="font-mono text-xs whitespace-nowrap text-mist">{row.request_code}</code>
              </td>
              <td className={td}>
                <SketchLink row={row} />
              </td>
              <td className={cn(td, 'whitespace-nowrap text-mist')}>{formatDateOrNA(row.order_date)}</td>
              <td className={cn(td, 'whitespace-nowrap text-mist')}>{formatDateOrNA(row.sketch_upload_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "View Sketch" (a new tab) or a "No Sketch" badge; the table and the cards share it. */
export function SketchLink({ row }: { row: UsersTableRow }) {
  if (!row.aws_sketch_url) return <Badge>No Sketch</Badge>;
  return (
    <a href={row.aws_sketch_url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm', 'py-1 text-xs whitespace-nowrap')}>
      View Sketch<span className="sr-only"> for {row.email} (opens in a new tab)</span>
    </a>
  );
}
