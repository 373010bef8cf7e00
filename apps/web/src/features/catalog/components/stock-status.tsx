import { STOCK_BADGE_THRESHOLD } from '@pasal/domain/plain';
import { CircleCheck, CircleX } from 'lucide-react';

/** In stock (and how few are left when it is nearly gone) or out of stock. */
export function StockStatus({ inStock, stockQty }: { inStock: boolean; stockQty: number }) {
  if (!inStock || stockQty <= 0) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-600">
        <CircleX className="size-4" aria-hidden="true" />
        Out of stock
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-success-600">
      <CircleCheck className="size-4" aria-hidden="true" />
      In stock
      {stockQty <= STOCK_BADGE_THRESHOLD && (
        <span className="font-normal text-warning-600">· only {stockQty} left</span>
      )}
    </p>
  );
}
