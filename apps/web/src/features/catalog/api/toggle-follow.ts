import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { followKey } from './get-follow-state.ts';

type ToggleFollowInput = { vendorSlug: string; userId: number };

export async function toggleFollow({ vendorSlug }: ToggleFollowInput) {
  const answer = api.post(`v1/shop-follow/${encodeURIComponent(vendorSlug)}/`);
  const { data } = await parsed(answer, (s) => s.followToggleSchema);
  return data;
}

export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onSuccess: ({ followers, following }, { vendorSlug, userId }) => {
      queryClient.setQueryData(followKey(vendorSlug, userId), { followers, following });
    },
  });
}
