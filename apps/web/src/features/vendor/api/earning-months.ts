import { earningsCsvFileName, vendorMonthlyEarningSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { saveDownload } from '../../../lib/save-download.ts';
import type { EarningFilters } from '../lib/earning-filters.ts';
import { earningKey } from './earning-summary.ts';

const path = (vendorId: number) => `vendor-monthly-earning/${vendorId}/`;

/**
 * `GET vendor-monthly-earning/{vendor_id}/` (spec §7): the tracker's rows, newest first, filtered
 * on the server (at most `EARNINGS_MONTHS` rows, so not paginated).
 */
export async function getEarningMonths(vendorId: number, filters: EarningFilters, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(path(vendorId), { query: filters, signal });
  return vendorMonthlyEarningSchema.parse(data);
}

/** The last rows stay on screen (dimmed) while another filter's rows load. */
export function useEarningMonths(vendorId: number, filters: EarningFilters) {
  return useQuery({
    queryKey: [...earningKey, 'months', vendorId, filters],
    queryFn: ({ signal }) => getEarningMonths(vendorId, filters, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Export: the same call with the same filters as CSV, fetched with the vendor's token and handed
 * to the browser as a download under the name the server gives it.
 */
export async function downloadEarningsCsv(vendorId: number, filters: EarningFilters): Promise<void> {
  const { data, fileName } = await api.get<Blob>(path(vendorId), {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
  saveDownload(data, fileName ?? earningsCsvFileName(vendorId));
}
