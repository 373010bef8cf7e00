import { followStateSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export async function getFollowState(vendorSlug: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`v1/shop-follow/${encodeURIComponent(vendorSlug)}/`, { signal });
  return followStateSchema.parse(data);
}

/** Whether the caller follows is part of the answer, so the key names the caller. */
export const followKey = (vendorSlug: string, userId: number | null) =>
  ['shop-follow', vendorSlug, userId] as const;

export function useFollowState(vendorSlug: string, userId: number | null) {
  return useQuery({
    queryKey: followKey(vendorSlug, userId),
    queryFn: ({ signal }) => getFollowState(vendorSlug, signal),
  });
}
