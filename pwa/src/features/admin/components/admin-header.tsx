import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A staff page's title (also the tab title) and the controls beside it (Refresh). */
export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Staff`);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-serif text-2xl text-gold-300 sm:text-3xl">{title}</h1>
      {actions}
    </div>
  );
}
