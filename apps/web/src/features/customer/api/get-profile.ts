import { profileSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const profileKey = (userId: number) => ['profile', userId] as const;

export async function getProfile(userId: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`v1/user/profile/${userId}/`, { signal });
  return profileSchema.parse(data);
}

export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    enabled: userId > 0,
  });
}
