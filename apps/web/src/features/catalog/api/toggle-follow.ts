import { followToggleSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { followKey } from './get-follow-state.ts';

type ToggleFollowInput = { vendorSlug: string; userId: number };

export async function toggleFollow({ vendorSlug }: ToggleFollowInput) {
  const { data } = await api.post<unknown>(`v1/shop-follow/${encodeURIComponent(vendorSlug)}/`);
  return followToggleSchema.parse(data);
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
