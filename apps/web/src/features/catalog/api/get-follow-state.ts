import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';

export async function getFollowState(vendorSlug: string, signal?: AbortSignal) {
  const answer = api.get(`v1/shop-follow/${encodeURIComponent(vendorSlug)}/`, { signal });
  const { data } = await parsed(answer, (s) => s.followStateSchema);
  return data;
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
