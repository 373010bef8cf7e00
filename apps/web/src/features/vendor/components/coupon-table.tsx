import type { CouponSort, VendorCoupon } from '@pasal/domain';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, Td, Th } from '../../../components/ui/table.tsx';
import { formatCount, formatDate } from '../../../lib/format.ts';
import type { CouponFilters } from '../lib/coupon-filters.ts';
import { CouponDeleteButton } from './coupon-delete-button.tsx';

type Sorting = Pick<CouponFilters, 'sort' | 'direction'>;

type SortHeaderProps = {
  column: CouponSort;
  label: string;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  className?: string;
};

/**
 * A column that sorts (spec §2: Code, Discount, Created Date): a first press sorts it as a list
 * is usually read (codes A–Z, the biggest discount or the newest first), a second reverses it.
 */
function SortHeader({ column, label, sorting, onSort, className }: SortHeaderProps) {
  const active = sorting.sort === column;
  const Icon = !active ? ArrowUpDown : sorting.direction === 'asc' ? ArrowUp : ArrowDown;
  const first = column === 'code' ? 'asc' : 'desc';
  const next = active ? (sorting.direction === 'asc' ? 'desc' : 'asc') : first;
  return (
    <Th
      className={className}
      aria-sort={active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort({ sort: column, direction: next })}
        className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 uppercase hover:bg-brand-50 hover:text-ink"
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
      </button>
    </Th>
  );
}

type CouponTableProps = {
  coupons: VendorCoupon[];
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  onEdit: (coupon: VendorCoupon) => void;
};

/** Spec §2 coupon table: Code, Discount, Status, Created Date (sortable ones marked), edit and delete. */
export function CouponTable({ coupons, sorting, onSort, onEdit }: CouponTableProps) {
  return (
    // Relative: the buttons' screen-reader names are placed within the table, so on a phone they
    // scroll with it instead of widening the page.
    <Table caption="Your coupons" className="relative">
      <thead>
        <tr>
          <SortHeader column="code" label="Code" sorting={sorting} onSort={onSort} />
          <SortHeader column="discount" label="Discount" sorting={sorting} onSort={onSort} />
          <Th>Status</Th>
          <Th className="text-right">Orders</Th>
          <SortHeader column="date" label="Created Date" sorting={sorting} onSort={onSort} />
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id} data-coupon={coupon.code}>
            <Td className="font-mono font-semibold text-ink">{coupon.code}</Td>
            <Td className="tabular-nums">{coupon.discount}%</Td>
            <Td>
              <Badge tone={coupon.active ? 'success' : 'neutral'}>
                {coupon.active ? 'Active' : 'Inactive'}
              </Badge>
            </Td>
            <Td className="text-right tabular-nums">{formatCount(coupon.used_count)}</Td>
            <Td className="whitespace-nowrap">{formatDate(coupon.date)}</Td>
            <Td>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-ink-muted"
                  title="Edit coupon"
                  onClick={() => onEdit(coupon)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  <span className="sr-only">Edit {coupon.code}</span>
                </Button>
                <CouponDeleteButton coupon={coupon} />
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
