import { Button } from '@/components/ui/button';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous / Next with "Page N of M" and the number of results. The ends use aria-disabled, not
 * disabled: a keyboard user who pages to the last page keeps focus on the button they pressed.
 */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const step = (target: number, allowed: boolean) => ({
    'aria-disabled': !allowed || undefined,
    onClick: () => allowed && onPage(target),
    className: 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
  });
  return (
    <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-mist-muted" aria-live="polite">
        Page {Math.min(page, pages)} of {pages} · {total} {total === 1 ? 'result' : 'results'}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" {...step(page - 1, page > 1)}>
          ← Previous
        </Button>
        <Button variant="secondary" size="sm" {...step(page + 1, page < pages)}>
          Next →
        </Button>
      </div>
    </nav>
  );
}
