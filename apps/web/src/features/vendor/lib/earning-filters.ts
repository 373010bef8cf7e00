import { type VendorMonthlyEarningQuery, vendorMonthlyEarningQuerySchema } from '@pasal/domain';
import { readParams } from '../hooks/earning-params.ts';

/** The tracker's filters (spec §2): text, month, year, min and max revenue in rupees. */
export type EarningFilters = Partial<Omit<VendorMonthlyEarningQuery, 'format'>>;

export const EARNING_FILTER_FIELDS = ['query', 'month', 'year', 'min_revenue', 'max_revenue'] as const;

/** The filters in the address as the server will read them (the same schema). */
export function readEarningFilters(params: URLSearchParams): EarningFilters {
  return readParams(vendorMonthlyEarningQuerySchema.shape, EARNING_FILTER_FIELDS, params);
}

/** Percent change, as the tracker's Growth column shows it: "+12.5%", "-3%", "0%". */
export function formatGrowth(growth: number): string {
  const sign = growth > 0 ? '+' : '';
  return `${sign}${growth.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}
