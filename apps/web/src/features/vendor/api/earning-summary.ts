import { vendorEarningSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const earningKey = ['vendor-earning'] as const;

/**
 * `GET vendor-earning/{vendor_id}/` (spec §7): one element, this Nepal month's revenue and all
 * time's, with the marketplace's commission and what the shop is owed.
 */
export async function getEarningSummary(vendorId: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor-earning/${vendorId}/`, { signal });
  const [summary] = vendorEarningSchema.parse(data);
  if (!summary) throw new Error('The earnings summary came back empty.');
  return summary;
}

export function useEarningSummary(vendorId: number) {
  return useQuery({
    queryKey: [...earningKey, 'summary', vendorId],
    queryFn: ({ signal }) => getEarningSummary(vendorId, signal),
    enabled: vendorId > 0,
  });
}
