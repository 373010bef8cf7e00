import { earningsCsvFileName, vendorMonthlyEarningSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
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
 * Export: the same call with the same filters as CSV, fetched with the vendor's token (the rows
 * are theirs alone, so a plain link would not do) and handed to the browser as a download.
 */
export async function downloadEarningsCsv(vendorId: number, filters: EarningFilters): Promise<void> {
  const { data } = await api.get<Blob>(path(vendorId), {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = earningsCsvFileName(vendorId);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
