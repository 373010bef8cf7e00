import { trackingRecordSchema } from '@pasal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const trackingKey = (oid: string) => ['tracking', oid] as const;

/**
 * `GET logistics/track/{orderOid}/` (spec §7). The client sends the signed-in user's token, so
 * the order's own customer (or vendor) sees the phone number unmasked.
 */
export async function getTracking(oid: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`logistics/track/${encodeURIComponent(oid)}/`, { signal });
  return trackingRecordSchema.parse(data);
}

export function useTracking(oid: string) {
  return useQuery(
    queryOptions({
      queryKey: trackingKey(oid),
      queryFn: ({ signal }) => getTracking(oid, signal),
      // The parcel moves while nobody watches: opening the page again asks again (the server
      // itself asks the courier at most every few minutes).
      staleTime: 0,
    }),
  );
}
