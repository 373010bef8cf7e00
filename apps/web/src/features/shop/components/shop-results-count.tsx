import { SHOP_PAGE_SIZE } from '@pasal/domain/plain';
import { formatCount } from '../../../lib/format.ts';

type ShopResultsCountProps = {
  /** The server's count for these filters; undefined until the first answer. */
  total: number | undefined;
  shownCount: number;
  page: number;
  query: string | undefined;
};

/** Spec §2: 'N Products Found' (plus 'for "term"') and 'Showing a-b of n', on one line. */
export function ShopResultsCount({ total, shownCount, page, query }: ShopResultsCountProps) {
  const first = (page - 1) * SHOP_PAGE_SIZE + 1;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <p className="font-semibold break-words text-ink" aria-live="polite">
        {total === undefined
          ? 'Loading products…'
          : `${formatCount(total)} ${total === 1 ? 'Product' : 'Products'} Found`}
        {total !== undefined && query && ` for “${query}”`}
      </p>
      {total !== undefined && shownCount > 0 && (
        <p className="text-sm text-ink-muted">
          Showing {formatCount(first)}-{formatCount(first + shownCount - 1)} of {formatCount(total)}
        </p>
      )}
    </div>
  );
}
