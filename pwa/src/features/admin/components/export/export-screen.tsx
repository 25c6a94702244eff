import { endpoints } from '@shared/api/endpoints';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StarList } from '@/components/ui/star-list';
import { toast } from '@/components/ui/toast';
import { AdminHeader } from '../admin-header';

const CONTENTS = [
  'Email addresses',
  'Request codes',
  'Sketch URLs (uploaded sketches and outside addresses)',
  'User names',
  'Order dates',
  'Sketch upload dates',
] as const;

/**
 * `/export`: the users CSV. A plain link opened in a new tab: the browser sends the session cookie and
 * downloads the file itself, so nothing is held in this page's memory. (A failed download shows in
 * that tab; this page cannot see it.)
 */
export function ExportScreen() {
  return (
    <>
      <AdminHeader title="Data export" />
      <Card className="max-w-2xl p-5">
        <h2 className="font-sans text-lg font-semibold text-gold-200">Users CSV</h2>
        <p className="mt-1 text-sm text-mist-muted">
          One row per request with a customer e-mail. Cells that a spreadsheet could read as a formula are escaped.
        </p>
        <a
          href={endpoints.admin.usersCsv.path}
          target="_blank"
          rel="noopener"
          className={buttonClasses('primary', 'md', 'mt-4')}
          onClick={() => toast({ title: 'Export Started', description: 'Your CSV file download should start automatically' })}
        >
          Download Users CSV<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <h3 className="mt-6 mb-2 font-sans text-base font-semibold text-mist">The export contains</h3>
        <StarList items={CONTENTS} className="gap-2 text-sm" />
      </Card>
    </>
  );
}
