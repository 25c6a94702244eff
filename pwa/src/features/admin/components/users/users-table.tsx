import type { UsersTableRow } from '@shared/schemas/admin';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateOrNA } from '../../lib/due';
import { Badge } from '../query-states';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-mist-muted uppercase';
const td = 'px-3 py-2 align-top';

/**
 * The users table. Six columns do not fit a phone, so the table scrolls sideways inside a focusable,
 * labelled region (keyboard users scroll it with the arrow keys); from 640 px the e-mail column stays
 * put while the rest scrolls (on a phone it would take half the screen).
 */
export function UsersTable({ rows }: { rows: readonly UsersTableRow[] }) {
  return (
    <div role="region" aria-label="Users" tabIndex={0} className="overflow-x-auto rounded-lg border border-violet-400/20">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <thead className="bg-night-950/60">
          <tr className="border-b border-violet-400/25">
            <th scope="col" className={cn(th, 'bg-night-950 sm:sticky sm:left-0 sm:z-10')}>Email</th>
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
              <th scope="row" className={cn(td, 'max-w-64 min-w-48 bg-night-900 text-left font-normal [overflow-wrap:anywhere] text-mist sm:sticky sm:left-0 sm:z-10')}>
                {row.email}
              </th>
              <td className={cn(td, 'text-mist')}>{row.user_name || 'N/A'}</td>
              <td className={td}>
                <code className="font-mono text-xs whitespace-nowrap text-mist">{row.request_code}</code>
              </td>
              <td className={td}>
                {row.aws_sketch_url ? (
                  <a
                    href={row.aws_sketch_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('secondary', 'sm', 'py-1 text-xs whitespace-nowrap')}
                  >
                    View Sketch<span className="sr-only"> for {row.email} (opens in a new tab)</span>
                  </a>
                ) : (
                  <Badge>No Sketch</Badge>
                )}
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
