import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatCount } from '../../../lib/format.ts';

/** "Showing 11–20 of 43": the rows that page `page` of a list holds, `pageSize` a page. */
export function showingRows(page: number, pageSize: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
}

type ListFooterProps = {
  /** What the page shows, read out as it changes. */
  summary: ReactNode;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The page links' name: "Order pages". */
  label: string;
};

/** Under a page of a vendor list: what it shows, and the links to the other pages. */
export function ListFooter({ summary, page, pageCount, onPageChange, label }: ListFooterProps) {
  return (
    <div className="mt-5 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {summary}
      </p>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={label} />
    </div>
  );
}
