import { type VendorMonthlyEarningQuery, vendorMonthlyEarningQuerySchema } from '@pasal/domain';

/** The tracker's filters (spec §2): text, month, year, min and max revenue in rupees. */
export const EARNING_FILTER_SHAPE = vendorMonthlyEarningQuerySchema.omit({ format: true }).shape;
export type EarningFilters = Partial<Omit<VendorMonthlyEarningQuery, 'format'>>;

/** Percent change, as the tracker's Growth column shows it: "+12.5%", "-3%", "0%". */
export function formatGrowth(growth: number): string {
  const sign = growth > 0 ? '+' : '';
  return `${sign}${growth.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}
